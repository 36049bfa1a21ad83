import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import type { GraphQLClient as Client } from "../../lib/graphql-client.ts";
import { useSite } from "../../lib/site.tsx";
import type { RingBuilderErrorCode } from "../../../core/vocabulary/ring-builder.ts";
import type { RingBuilderChangeResult } from "../../routes/ring-builder/documents.ts";
import { createRequestQueue, type RequestQueue } from "./request-queue.ts";
import type { RingBuilderChange, RingBuilderMarket, RingBuilderSummary } from "./types.ts";

/** The page's own address (path and query): where a change was made, and where the ring builder returns to. */
export function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** One queue per browser client: the ring's changes reach the server one after the other. */
const queues = new WeakMap<Client, RequestQueue<{ market: RingBuilderMarket; change: RingBuilderChange }, RingBuilderChangeResult>>();

function queueOf(client: Client) {
  let queue = queues.get(client);
  if (!queue) {
    // The sending code (the mutation and its reading) is loaded with the first change, not with the page.
    queue = createRequestQueue(({ market, change }) =>
      import("../../routes/ring-builder/documents.ts").then((api) => api.sendRingBuilderChange(client, market, change)),
    );
    queues.set(client, queue);
  }
  return queue;
}

export interface RingBuilderChanger {
  /** Sends a change; what the ring holds now, or null when it failed (then `failed` says why). */
  change: (change: RingBuilderChange) => Promise<RingBuilderSummary | null>;
  pending: boolean;
  /** Why the last change was refused ([] when it could not be sent: the page says so generically). */
  failed: RingBuilderErrorCode[] | null;
}

/**
 * Changes the visitor's ring (`ringBuilderSet`) from a page, through the browser's GraphQL client:
 * the cookie that names the ring travels with the request and comes back updated.
 */
export function useRingBuilderChange(): RingBuilderChanger {
  const { client, region, currency, locale } = useSite();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<RingBuilderErrorCode[] | null>(null);
  const change = useCallback(
    async (change: RingBuilderChange) => {
      if (!client) return null;
      setPending(true);
      setFailed(null);
      try {
        const result = await queueOf(client)({ market: { region, currency, locale }, change });
        if (result.errors.length) {
          setFailed(result.errors);
          return null;
        }
        return result.ring;
      } catch {
        setFailed([]);
        return null;
      } finally {
        setPending(false);
      }
    },
    [client, region, currency, locale],
  );
  return { change, pending, failed };
}
