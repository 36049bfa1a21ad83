import type { FormEvent, ReactNode } from "react";
import { regionPath } from "../../../core/regions.ts";
import { BAG_PATH } from "../../../core/urls/bag.ts";
import { useSite } from "../../lib/site.tsx";

/**
 * An "Add to bag" button's form (docs/product.md#the-bag): it posts what it adds to the bag's page,
 * whose action adds it and shows the bag, with or without the page's scripts (nothing of the bag's
 * code is in the page's script). `fields` are the addition's hidden fields (`line` and what it names);
 * `onSubmit` may stop it (a ring size still to choose).
 */
export function AddToBagForm({
  fields,
  onSubmit,
  className,
  children,
}: {
  fields: Record<string, string | number | null | undefined>;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  const { region } = useSite();
  return (
    <form
      // Once the page's scripts run, the page's own checks speak (a ring size to choose) rather than the browser's.
      ref={(form) => void (form && onSubmit && (form.noValidate = true))}
      method="post"
      action={regionPath(region, BAG_PATH)}
      onSubmit={onSubmit}
      className={className}
      data-add-to-bag={fields["line"]}
    >
      <input type="hidden" name="intent" value="add" />
      {Object.entries(fields).map(([name, value]) =>
        value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
      )}
      {children}
    </form>
  );
}
