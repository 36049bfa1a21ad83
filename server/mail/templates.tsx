import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { languageTag, type Locale } from "../../core/regions.ts";
import { Button, Code, MailLayout, Paragraph } from "./layout.tsx";
import { mailTranslator, type MailTranslate } from "./messages.ts";
import { ORDER_STATUS_TEMPLATES, type OrderStatusMailData } from "./order-status.tsx";
import { ORDER_PLACED_TEMPLATES, type OrderPlacedMailData } from "./order-placed.tsx";

/** The data each mail template needs. */
export interface MailTemplateData extends OrderStatusMailData, OrderPlacedMailData {
  "magic-link": { firstName: string | null; url: string; code: string; expiresMinutes: number };
  /**
   * A new account: `code` and `url` (a sign-in link) confirm an address not proven yet, for
   * `expiresDays`; an account proven already (Google) has no code and `url` leads to the account.
   */
  welcome: { firstName: string; url: string; code: string | null; expiresDays: number | null };
  "password-reset": { firstName: string | null; url: string; expiresMinutes: number };
  /** A link a consultant sent: it signs the customer in on arrival (an auto-login link). */
  "sign-in-link": { firstName: string | null; consultantName: string; url: string; expiresHours: number };
}

export type MailTemplate = keyof MailTemplateData;

export const MAIL_TEMPLATES = [
  "magic-link",
  "welcome",
  "password-reset",
  "sign-in-link",
  "order-payment-received",
  "order-dispatched",
  "order-placed",
] as const satisfies readonly MailTemplate[];

/** A mail ready to send. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface Parts {
  subject: string;
  preview: string;
  heading: string;
  body: ReactElement;
  /** The plain-text version's paragraphs (the greeting, sign-off and footer are added around them). */
  lines: string[];
}

type Template<D> = (t: MailTranslate, data: D, locale: Locale) => Parts;

function greeting(t: MailTranslate, firstName: string | null): string {
  const name = firstName?.trim();
  return name ? t("mail_greeting_named", { firstName: name }) : t("mail_greeting");
}

const TEMPLATES: { [K in MailTemplate]: Template<MailTemplateData[K]> } = {
  ...ORDER_STATUS_TEMPLATES,
  ...ORDER_PLACED_TEMPLATES,
  "magic-link": (t, d) => {
    const brand = t("brand_name");
    const intro = t("mail_magic_link_intro", { minutes: d.expiresMinutes });
    return {
      subject: t("mail_magic_link_subject", { brand }),
      preview: t("mail_magic_link_preview", { code: d.code }),
      heading: t("mail_magic_link_heading"),
      body: (
        <>
          <Paragraph>{greeting(t, d.firstName)}</Paragraph>
          <Paragraph>{intro}</Paragraph>
          <Button href={d.url} label={t("mail_magic_link_button")} t={t} />
          <Code code={d.code} label={t("mail_magic_link_code_label")} />
          <Paragraph muted>{t("mail_magic_link_ignore")}</Paragraph>
        </>
      ),
      lines: [
        greeting(t, d.firstName),
        intro,
        `${t("mail_magic_link_button")}: ${d.url}`,
        `${t("mail_magic_link_code_label")} ${d.code}`,
        t("mail_magic_link_ignore"),
      ],
    };
  },
  welcome: (t, d) => {
    const brand = t("brand_name");
    const heading = d.firstName.trim()
      ? t("mail_welcome_heading", { firstName: d.firstName.trim() })
      : t("mail_welcome_heading_unnamed", { brand });
    if (d.code === null) {
      const intro = t("mail_welcome_ready_intro", { brand });
      return {
        subject: t("mail_welcome_subject", { brand }),
        preview: t("mail_welcome_ready_preview"),
        heading,
        body: (
          <>
            <Paragraph>{greeting(t, d.firstName)}</Paragraph>
            <Paragraph>{intro}</Paragraph>
            <Button href={d.url} label={t("mail_welcome_ready_button")} t={t} />
            <Paragraph>{t("mail_welcome_outro")}</Paragraph>
          </>
        ),
        lines: [greeting(t, d.firstName), intro, `${t("mail_welcome_ready_button")}: ${d.url}`, t("mail_welcome_outro")],
      };
    }
    const intro = t("mail_welcome_intro", { brand, days: d.expiresDays ?? 7 });
    return {
      subject: t("mail_welcome_subject_confirm", { brand }),
      preview: t("mail_welcome_preview", { code: d.code }),
      heading,
      body: (
        <>
          <Paragraph>{greeting(t, d.firstName)}</Paragraph>
          <Paragraph>{intro}</Paragraph>
          <Button href={d.url} label={t("mail_welcome_button")} t={t} />
          <Code code={d.code} label={t("mail_welcome_code_label")} />
          <Paragraph muted>{t("mail_welcome_ignore")}</Paragraph>
          <Paragraph>{t("mail_welcome_outro")}</Paragraph>
        </>
      ),
      lines: [
        greeting(t, d.firstName),
        intro,
        `${t("mail_welcome_button")}: ${d.url}`,
        `${t("mail_welcome_code_label")} ${d.code}`,
        t("mail_welcome_ignore"),
        t("mail_welcome_outro"),
      ],
    };
  },
  "sign-in-link": (t, d) => {
    const brand = t("brand_name");
    const intro = t("mail_sign_in_link_intro", { consultant: d.consultantName, brand, hours: d.expiresHours });
    return {
      subject: t("mail_sign_in_link_subject", { brand }),
      preview: t("mail_sign_in_link_preview", { consultant: d.consultantName }),
      heading: t("mail_sign_in_link_heading"),
      body: (
        <>
          <Paragraph>{greeting(t, d.firstName)}</Paragraph>
          <Paragraph>{intro}</Paragraph>
          <Button href={d.url} label={t("mail_sign_in_link_button")} t={t} />
          <Paragraph muted>{t("mail_sign_in_link_ignore")}</Paragraph>
        </>
      ),
      lines: [greeting(t, d.firstName), intro, `${t("mail_sign_in_link_button")}: ${d.url}`, t("mail_sign_in_link_ignore")],
    };
  },
  "password-reset": (t, d) => {
    const brand = t("brand_name");
    const intro = t("mail_password_reset_intro", { minutes: d.expiresMinutes });
    return {
      subject: t("mail_password_reset_subject", { brand }),
      preview: t("mail_password_reset_preview"),
      heading: t("mail_password_reset_heading"),
      body: (
        <>
          <Paragraph>{greeting(t, d.firstName)}</Paragraph>
          <Paragraph>{intro}</Paragraph>
          <Button href={d.url} label={t("mail_password_reset_button")} t={t} />
          <Paragraph muted>{t("mail_password_reset_ignore")}</Paragraph>
        </>
      ),
      lines: [greeting(t, d.firstName), intro, `${t("mail_password_reset_button")}: ${d.url}`, t("mail_password_reset_ignore")],
    };
  },
};

/** Renders a mail in the customer's locale: subject, HTML and the plain-text version. */
export async function renderMail<K extends MailTemplate>(template: K, locale: Locale, data: MailTemplateData[K]): Promise<RenderedMail> {
  const build = TEMPLATES[template] as Template<MailTemplateData[K]> | undefined;
  if (!build) throw new Error(`unknown mail template "${template}"`);
  const t = await mailTranslator(locale);
  const parts = build(t, data, locale);
  const brand = t("brand_name");
  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <MailLayout lang={languageTag(locale)} subject={parts.subject} preview={parts.preview} heading={parts.heading} t={t}>
        {parts.body}
      </MailLayout>,
    );
  const text = [
    brand.toUpperCase(),
    "",
    parts.heading,
    "",
    ...parts.lines.flatMap((line) => [line, ""]),
    t("mail_sign_off"),
    t("mail_sign_off_team", { brand }),
    "",
    "--",
    `${brand}: ${t("brand_tagline")}`,
    t("mail_footer_help", { phone: t("contact_phone"), email: t("contact_email") }),
    t("mail_footer_reason", { brand }),
    "",
  ].join("\n");
  return { subject: parts.subject, html, text };
}
