import { useSite } from "../../lib/site.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { StoreLink } from "../ui/StoreLink.tsx";
import { Image } from "../ui/Image.tsx";
import { SocialIcon } from "./SocialIcon.tsx";
import { Logo } from "./Logo.tsx";
import { RegionSwitcher } from "./RegionSwitcher.tsx";
import { WorkingHoursFlag } from "./WorkingHoursFlag.tsx";
import { useWorkingHoursText } from "./working-hours-text.ts";
import { BagCountInHeader } from "../bag/BagCount.tsx";
import "./Footer.css";

/** The footer: columns, working hours, region and currency, social links, payment icons, logos, copyright. */
export function Footer() {
  const { init } = useSite();
  const t = useMessage();
  const footer = init?.footer;
  const hours = useWorkingHoursText();
  return (
    <footer className="site-footer">
      {/* The header's bag link and count arrive with the footer's script, after the page starts: no page's first script carries them. */}
      <BagCountInHeader />
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <Logo className="logo--inverse" />
            <p className="site-footer__tagline">{t("brand_tagline")}</p>
            {init?.socialNetworks.length ? (
              <ul className="site-footer__social">
                {init.socialNetworks.map((network) => (
                  <li key={network.name}>
                    <a
                      href={network.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t("social_follow", { name: network.name })} ${t("opens_new_window")}`}
                    >
                      <SocialIcon name={network.icon} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="site-footer__columns">
            {footer?.columns.map((column, i) => (
              <section
                key={`${column.title}-${i}`}
                className={`site-footer__column${column.separatorLine ? " site-footer__column--separated" : ""}`}
                aria-labelledby={`footer-col-${i}`}
              >
                <h2 id={`footer-col-${i}`} className="site-footer__title">
                  {column.title}
                </h2>
                {column.text ? <p className="site-footer__text">{column.text}</p> : null}
                {column.workingHours && hours ? (
                  <div className="site-footer__hours">
                    <WorkingHoursFlag />
                    <p>{hours}</p>
                  </div>
                ) : null}
                {column.links.length ? (
                  <ul className="site-footer__links">
                    {column.links.map((link, j) => (
                      <li key={`${link.text}-${j}`}>
                        <StoreLink link={link} className="site-footer__link" />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        </div>
        <div className="site-footer__middle">
          <div className="site-footer__region">
            <h2 className="site-footer__title">{t("region_switcher_title")}</h2>
            <RegionSwitcher />
          </div>
          {init?.paymentIcons.length ? (
            <div className="site-footer__payments">
              <h2 className="site-footer__title">{t("payment_methods")}</h2>
              <ul className="site-footer__payment-list">
                {init.paymentIcons.map((p) => (
                  <li key={p.name}>
                    <Image image={p.icon} sizes="64px" className="site-footer__payment" alt={p.name} width={64} height={40} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="site-footer__bottom">
          {footer?.logos.length ? (
            <ul className="site-footer__logos">
              {footer.logos.map((logo, i) => (
                <li key={logo.image.id + i}>
                  {logo.link?.href ? (
                    <StoreLink link={logo.link} className="site-footer__logo-link">
                      <Image image={logo.image} sizes="120px" width={120} height={60} />
                    </StoreLink>
                  ) : (
                    <Image image={logo.image} sizes="120px" width={120} height={60} />
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {footer?.copyright ? <p className="site-footer__copyright">{footer.copyright}</p> : null}
        </div>
      </div>
    </footer>
  );
}
