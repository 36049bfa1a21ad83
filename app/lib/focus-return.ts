/**
 * Focus kept across a choice that opens another page in place (a metal, a shape, a filter): the page
 * drawn for the new address may replace the control that was pressed, and the browser then sends
 * focus back to the top of the document, so a keyboard user would have to Tab through the header
 * again. A control that can be found again in the next page carries `data-focus-id` (the same value
 * for the same option in every page: "metal:PLATINUM"); a control whose choice hides it (an option
 * of a drop-down that closes) names in `data-focus-return` the control focus goes back to.
 */

/** The key of the control to focus after a navigation started from `element`, or null. */
export function focusReturnKey(element: Element | null): string | null {
  if (!(element instanceof HTMLElement)) return null;
  const owner = element.closest<HTMLElement>("[data-focus-return], [data-focus-id]");
  return owner?.dataset["focusReturn"] ?? owner?.dataset["focusId"] ?? null;
}

/**
 * Once `navigation` has finished, and while the new page is drawn, keeps focus on the control named
 * `key` (app/lib/focus-watch.ts, loaded with the first navigation that keeps a control's focus: no
 * page needs it as it starts). Stops as soon as the visitor acts again or moves focus elsewhere.
 */
export function returnFocusAfter(navigation: Promise<void> | void, key: string | null, from: Element | null): void {
  if (!key) return;
  void import("./focus-watch.ts").then(
    (watch) => watch.returnFocusAfter(navigation, key, from),
    () => undefined,
  );
}
