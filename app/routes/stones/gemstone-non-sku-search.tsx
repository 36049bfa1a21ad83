import type { LoaderFunctionArgs } from "react-router";
import { loadStoneSearch } from "./search.server.ts";
import { StoneSearchRoute, stoneSearchMeta } from "./search-route.tsx";

export function loader(args: LoaderFunctionArgs) {
  return loadStoneSearch(args);
}

export const meta = stoneSearchMeta;

export default StoneSearchRoute;
