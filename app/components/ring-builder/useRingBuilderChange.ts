import { useCallback, useState } from "react";
import { useSite } from "../../lib/site.tsx";
import type { RingBuilderErrorCode } from "../../../core/vocabulary/ring-builder.ts";
import type { RingBuilderChange, RingBuilderSummary } from "./types.ts";
import type * as SendChange from "./send-change.ts";

let sender: Promise<typeof SendChange> | null = null;

/**
 * Loads what sends a change (the mutation, its document and the request queue) ahead of a press:
 * buttons that change the ring call it when the pointer or focus reaches them.
 */
export function preloadRingBuilderChange(): Promise<typeof SendChange> {
  sender ??= import("./send-change.ts").catch((error: unknown) => {
    sender = null;
    throw error;
  });
  return sender;
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
        const { sendChange } = await preloadRingBuilderChange();
        const result = await sendChange(client, { region, currency, locale }, change);
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
