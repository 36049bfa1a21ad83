import { Link } from "../ui/Link.tsx";
import { useRegionHref, useSite } from "../../lib/site.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { buttonClass } from "../ui/button-class.ts";
import "./CookieBanner.css";

/**
 * The cookie banner: text, a link to the cookie policy and a Dismiss button; dismissal is
 * remembered in the `cookies_dimissed` cookie, which the server reads too (no flash after reload).
 */
export function CookieBanner() {
  const site = useSite();
  const t = useMessage();
  const href = useRegionHref();
  if (site.cookiesDismissed) return null;
  return (
    <section className="cookie-banner" aria-label={t("cookie_banner_label")}>
      <p className="cookie-banner__text">
        {t("cookie_banner_text")}{" "}
        <Link to={href("/cookies")} className="cookie-banner__link">
          {t("cookie_banner_policy")}
        </Link>
      </p>
      <button type="button" className={buttonClass("primary", "sm")} onClick={site.dismissCookies}>
        {t("cookie_banner_dismiss")}
      </button>
    </section>
  );
}
