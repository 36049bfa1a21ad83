import type { GraphQLClient as Client } from "../../lib/graphql-client.ts";
import { sendRingBuilderChange, type RingBuilderChangeResult } from "../../routes/ring-builder/api.ts";
import { createRequestQueue, type RequestQueue } from "./request-queue.ts";
import type { RingBuilderChange, RingBuilderMarket } from "./types.ts";

/**
 * Sending a change to the visitor's ring (`ringBuilderSet`): loaded with a page's first change (or
 * when the pointer or focus reaches a button that makes one), not with the page, which only shows
 * the buttons.
 */

/** One queue per browser client: the ring's changes reach the server one after the other. */
const queues = new WeakMap<Client, RequestQueue<{ market: RingBuilderMarket; change: RingBuilderChange }, RingBuilderChangeResult>>();

export function sendChange(client: Client, market: RingBuilderMarket, change: RingBuilderChange): Promise<RingBuilderChangeResult> {
  let queue = queues.get(client);
  if (!queue) {
    queue = createRequestQueue(({ market, change }) => sendRingBuilderChange(client, market, change));
    queues.set(client, queue);
  }
  return queue({ market, change });
}
