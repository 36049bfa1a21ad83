import { regionPath } from "../../../core/regions.ts";
import { impersonatePath } from "../../../core/urls/my-orders.ts";
import { STAFF_PATHS } from "../../../core/urls/staff.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useSite, useVisitor } from "../../lib/site.tsx";
import { buttonClass } from "../ui/button-class.ts";
import "./orders.css";

/**
 * Said on every page while a consultant sees the store as a customer: whose store this is, what is
 * not available, and the way out (a form: it ends the impersonation and goes back to the staff order
 * page, with or without scripts).
 */
export function ImpersonationBanner() {
  const t = useMessage();
  const { user } = useVisitor();
  const site = useSite();
  const acting = user?.impersonatedBy;
  if (!user || !acting) return null;
  const customer = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  const action = acting.orderId ? regionPath(site.region, impersonatePath(acting.orderId)) : STAFF_PATHS.orders;
  return (
    <section className="impersonation-banner" aria-label={t("impersonation_label")}>
      <div className="impersonation-banner__inner container">
        <p>{t("impersonation_banner", { customer, orderId: acting.orderId ?? "" })}</p>
        <form method="post" action={action}>
          <button type="submit" className={buttonClass("inverse", "sm")}>
            {t("impersonation_end")}
          </button>
        </form>
      </div>
    </section>
  );
}
