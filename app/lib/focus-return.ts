/**
 * Focus kept across a choice that opens another page in place (a metal, a shape, a filter): the page
 * drawn for the new address may replace the control that was pressed, and the browser then sends
 * focus back to the top of the document, so a keyboard user would have to Tab through the header
 * again. A control that can be found again in the next page carries `data-focus-id` (the same value
 * for the same option in every page: "metal:PLATINUM"); a control whose choice hides it (an option
 * of a drop-down that closes) names in `data-focus-return` the control focus goes back to.
 */

/** How long the new page has to show the control (its view may load after the data). */
const WAIT_MS = 3000;

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
 * Once `navigation` has finished, and while the new page is drawn (its view may load after its data,
 * and replace the page's controls more than once), focuses the control named `key` whenever focus is
 * lost on the way (on the document's body, or on an element no longer in the page), or is still on
 * the control the change started from when that control names another (an option of a drop-down
 * that closed). Stops as soon as the visitor moves focus elsewhere.
 */
export function returnFocusAfter(navigation: Promise<void> | void, key: string | null, from: Element | null = document.activeElement): void {
  if (!key) return;
  const start = Date.now();
  const isTarget = (el: Element | null) => el instanceof HTMLElement && el.dataset["focusId"] === key;
  const attempt = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    // The visitor moved on (clicked or tabbed elsewhere): their focus wins.
    if (!lost && active !== from && !isTarget(active)) return;
    if (lost || !isTarget(active)) focusable(key)?.focus({ preventScroll: true });
    if (Date.now() - start < WAIT_MS) requestAnimationFrame(attempt);
  };
  void Promise.resolve(navigation).then(
    () => requestAnimationFrame(attempt),
    () => undefined,
  );
}
