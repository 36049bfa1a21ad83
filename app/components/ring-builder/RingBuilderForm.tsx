import type { FormEvent, ReactNode } from "react";
import { regionPath } from "../../../core/regions.ts";
import { yourRingUrl } from "../../../core/urls/ring-builder-links.ts";
import { useSite } from "../../lib/site.tsx";
import { useHydrated } from "../catalogue/useHydrated.ts";
import type { RingBuilderChange } from "./types.ts";

/** A change as its form carries it: the API's `uri` is the page the form posts from (the action adds it). */
export type FormChange = RingBuilderChange extends infer C ? (C extends { uri: string } ? Omit<C, "uri"> : C) : never;

/**
 * One of the ring builder's choices as a real form: it posts the change to the ring's address
 * (`from` the page it is on; app/routes/ring-builder/your-ring.tsx `action`), which makes it through
 * the same API and leads on as a page does, so the button works before the page's scripts have run,
 * or without them. Once they run, `onSubmit` makes the change through the browser's client instead
 * (and the page's own checks, such as the ring size, speak rather than the browser's).
 */
export function RingBuilderForm({
  change,
  from,
  onSubmit,
  className,
  children,
}: {
  change: FormChange;
  /** The page the change is made on (where the ring's dialog returns to). */
  from: string;
  onSubmit: (form: HTMLFormElement) => void;
  className?: string;
  children: ReactNode;
}) {
  const { region } = useSite();
  const hydrated = useHydrated();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <form method="post" action={regionPath(region, yourRingUrl(from))} onSubmit={submit} noValidate={hydrated} className={className} data-ring-builder-form={change.kind}>
      <input type="hidden" name="change" value={JSON.stringify(change)} />
      {children}
    </form>
  );
}
