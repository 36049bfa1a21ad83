// The watch behind returnFocusAfter of app/lib/focus-return.ts (what it does and why is described there).

/**
 * How long after the navigation focus is watched: the new page's view may load after its data, and
 * parts of it hydrate later still, each able to replace the control once more.
 */
const WATCH_MS = 10_000;
const EVERY_MS = 100;

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
export function returnFocusAfter(navigation: Promise<void> | void, key: string, from: Element | null): void {
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
