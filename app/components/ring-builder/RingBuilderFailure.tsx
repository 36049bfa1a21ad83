import { useMessage } from "../../lib/intl.tsx";
import type { RingBuilderErrorCode } from "../../../core/vocabulary/ring-builder.ts";

/** A refused or failed change, said where the button is, each reason in the visitor's words. */
export function RingBuilderFailure({ failed }: { failed: RingBuilderErrorCode[] | null }) {
  const t = useMessage();
  if (!failed) return null;
  const reasons = [...new Set(failed)];
  return (
    <p className="cat-field-error" role="alert" data-ring-failure={reasons.join(" ") || undefined}>
      {reasons.length ? reasons.map((code) => t(`rb_error_${code.toLowerCase()}`)).join(" ") : t("rb_failed")}
    </p>
  );
}
