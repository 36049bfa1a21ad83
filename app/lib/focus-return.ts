/**
 * Focus kept across a choice that opens another page in place (a metal, a shape, a filter): the page
 * drawn for the new address may replace the control that was pressed, and the browser then sends
 * focus back to the top of the document, so a keyboard user would have to Tab through the header
 * again. A control that can be found again in the next page carries `data-focus-id` (the same value
 * for the same option in every page: "metal:PLATINUM"); a control whose choice hides it (an option
 * of a drop-down that closes) names in `data-focus-return` the control focus goes back to.
 */

/**
 * How long after the navigation focus is watched: the new page's view may load after its data, and
 * parts of it hydrate later still, each able to replace the control once more.
 */
const WATCH_MS = 10_000;
const EVERY_MS = 100;

/** The key of the control to focus after a navigation started from `element`, or null. */
export function focusReturnKey(element: Element | null): string | null {
  if (!(element instanceof HTMLElement)) return null;
  const owner = element.closest<HTMLElement>("[data-focus-return], [data-focus-id]");
  return owner?.dataset["focusReturn"] ?? owner?.dataset["focusId"] ?? null;
}

function focusable(key: string): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>("[data-focus-id]")) {
    if (el.dataset["focusId"] === key && el.getClientRects().length > 0) return el;
  }
  return null;
}

/**
 * Once `navigation` has finished, and while the new page is drawn, focuses the control named `key`
 * whenever focus is lost on the way (on the document's body, or on an element no longer in the
 * page), or is still on the control the change started from when that control names another (an
 * option of a drop-down that closed). Stops as soon as the visitor acts again (a key, a pointer) or
 * moves focus elsewhere.
 */
export function returnFocusAfter(navigation: Promise<void> | void, key: string | null, from: Element | null = document.activeElement): void {
  if (!key) return;
  const isTarget = (el: Element | null) => el instanceof HTMLElement && el.dataset["focusId"] === key;
  let done = false;
  const stop = () => {
    done = true;
    window.removeEventListener("keydown", stop, true);
    window.removeEventListener("pointerdown", stop, true);
  };
  const check = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    // The visitor moved on (clicked or tabbed elsewhere): their focus wins.
    if (!lost && active !== from && !isTarget(active)) return stop();
    if (lost || !isTarget(active)) focusable(key)?.focus({ preventScroll: true });
  };
  void Promise.resolve(navigation).then(
    () => {
      window.addEventListener("keydown", stop, true);
      window.addEventListener("pointerdown", stop, true);
      const start = Date.now();
      const tick = () => {
        if (done) return;
        check();
        if (Date.now() - start < WATCH_MS) window.setTimeout(tick, EVERY_MS);
        else stop();
      };
      requestAnimationFrame(tick);
    },
    () => undefined,
  );
}
