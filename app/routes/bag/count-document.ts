import { graphql } from "../../graphql/index.ts";

/** The header's count of the pieces in the bag, asked by the browser after the page starts (its own module: the header's chunk carries nothing else of the bag). */
export const BAG_COUNT = graphql(`
  query HeaderBagCount { bag { count } }
`);
