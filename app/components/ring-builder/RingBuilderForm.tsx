import type { FormEvent, ReactNode } from "react";
import { regionPath } from "../../../core/regions.ts";
import { yourRingUrl } from "../../../core/urls/ring-builder-links.ts";
import { useSite } from "../../lib/site.tsx";
import type { RingBuilderChange } from "./types.ts";

/** A change as its form carries it: the API's `uri` is the page the form posts from (the action adds it). */
export type FormChange = RingBuilderChange extends infer C ? (C extends { uri: string } ? Omit<C, "uri"> : C) : never;

/**
 * Once the page's scripts run, the page's own checks speak rather than the browser's: set on the form
 * as React attaches it in the browser (nothing is drawn again, and the server's form validates).
 */
function scripted(form: HTMLFormElement | null) {
  if (form) form.noValidate = true;
}

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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <form
      ref={scripted}
      method="post"
      action={regionPath(region, yourRingUrl(from))}
      onSubmit={submit}
      className={className}
      data-ring-builder-form={change.kind}
    >
      <input type="hidden" name="change" value={JSON.stringify(change)} />
      {children}
    </form>
  );
}
