import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { STAFF_PATHS } from "../../../core/urls/staff.ts";
import type { StaffLayoutData } from "../../routes/staff/staff.server.ts";
import { useMessage } from "../../lib/intl.tsx";
import { Link } from "../ui/Link.tsx";
import "./staff.css";

/** The staff area's sections, in the order its navigation lists them (each domain adds its own). */
const SECTIONS = [{ href: STAFF_PATHS.orders, label: "staff_nav_orders" }] as const;

/**
 * The staff area's frame: its title, who is signed in, its own navigation (the current section marked
 * for assistive technology) and the section's page.
 */
export function StaffFrame({ member, children }: StaffLayoutData & { children: ReactNode }) {
  const t = useMessage();
  const { pathname } = useLocation();
  return (
    <div className="staff">
      <header className="staff__bar">
        <div className="staff__bar-inner container">
          <p className="staff__title">
            <Link to={STAFF_PATHS.home}>{t("staff_title")}</Link>
          </p>
          <nav className="staff__nav" aria-label={t("staff_nav_label")}>
            <ul className="staff__nav-list">
              {SECTIONS.map((s) => {
                const current = pathname === s.href || pathname.startsWith(`${s.href}/`);
                return (
                  <li key={s.href}>
                    <Link to={s.href} className="staff__nav-link" aria-current={current ? "page" : undefined}>
                      {t(s.label)}
                    </Link>
                  </li>
                );
              })}
              <li>
                <Link to="/" className="staff__nav-link">
                  {t("staff_nav_store")}
                </Link>
              </li>
            </ul>
          </nav>
          <p className="staff__member">{t("staff_signed_in_as", { name: member.name })}</p>
        </div>
      </header>
      <div className="staff__page container">{children}</div>
    </div>
  );
}
