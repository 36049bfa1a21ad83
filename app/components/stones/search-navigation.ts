import { useNavigate } from "react-router";
import { formatStoneLocation, stoneRecommendationsAt, type StoneSearchState } from "../../../core/urls/stones.ts";
import { useRegionHref } from "../../lib/site.tsx";
import { focusReturnKey, returnFocusAfter } from "../../lib/focus-return.ts";
import type { StoneSearchData } from "../../routes/stones/stones.server.ts";

/**
 * The address of a state of a stone search (the ring builder's own on its step 2, region-prefixed), and
 * the move to it: filter, sort, page and stone changes update the URL without a full reload and keep
 * the scroll position and the keyboard's place (the control that made the change, app/lib/focus-return.ts).
 */
export function useSearchNavigation({ path, recommendations }: Pick<StoneSearchData, "path" | "recommendations">) {
  const navigate = useNavigate();
  const href = useRegionHref();
  const urlOf = (next: StoneSearchState) =>
    recommendations ? href(stoneRecommendationsAt(recommendations.path, next)) : href(formatStoneLocation({ path, state: next }));
  const commit = (next: StoneSearchState) => {
    const from = document.activeElement;
    returnFocusAfter(navigate(urlOf(next), { preventScrollReset: true }), focusReturnKey(from), from);
  };
  return { urlOf, commit, navigate };
}
