import { Link } from "../ui/Link.tsx";
import { useRegionHref, useShellUi } from "../../lib/site.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { Modal } from "../ui/Dialog.tsx";
import { CalendarIcon, MailIcon, PhoneIcon } from "./icons.tsx";
import { WorkingHoursFlag } from "./WorkingHoursFlag.tsx";
import { useOptionalSite } from "../../lib/site.tsx";
import "./ExpertPanel.css";

/**
 * "Speak to an expert" (an overlay): opened by enquiry-form links and the header button. Lists
 * the ways to reach an expert: phone, e-mail and booking a consultation at /about-us/contacts.
 */
export function ExpertPanel() {
  const ui = useShellUi();
  const t = useMessage();
  const href = useRegionHref();
  const site = useOptionalSite();
  const phone = t("contact_phone");
  const email = t("contact_email");
  return (
    <Modal
      isOpen={ui.expertPanel.open}
      onOpenChange={(open) => (open ? ui.openExpertPanel(ui.expertPanel.enquiryType) : ui.closeExpertPanel())}
      title={t("speak_to_expert")}
      placement="right"
      className="expert-panel"
    >
      <p className="expert-panel__intro">{t("speak_to_expert_intro")}</p>
      {site ? <WorkingHoursFlag className="expert-panel__hours" /> : null}
      <ul className="expert-panel__options">
        <li>
          <a className="expert-option" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
            <PhoneIcon size={22} />
            <span>
              <span className="expert-option__label">{t("contact_phone_label")}</span>
              <span className="expert-option__value">{phone}</span>
            </span>
          </a>
        </li>
        <li>
          <a className="expert-option" href={`mailto:${email}`}>
            <MailIcon size={22} />
            <span>
              <span className="expert-option__label">{t("contact_email_label")}</span>
              <span className="expert-option__value">
                {/* A line may break after the "@" rather than mid-word in a narrow panel. */}
                {email.includes("@") ? (
                  <>
                    {email.slice(0, email.indexOf("@") + 1)}
                    <wbr />
                    {email.slice(email.indexOf("@") + 1)}
                  </>
                ) : (
                  email
                )}
              </span>
            </span>
          </a>
        </li>
        <li>
          <Link className="expert-option" to={href("/about-us/contacts")} onClick={ui.closeExpertPanel}>
            <CalendarIcon size={22} />
            <span>
              <span className="expert-option__label">{t("contact_book")}</span>
              <span className="expert-option__value">{t("contact_book_text")}</span>
            </span>
          </Link>
        </li>
      </ul>
    </Modal>
  );
}
