import type { CSSProperties, ReactNode } from "react";
import type { MailTranslate } from "./messages.ts";

/**
 * The look of the store's mails: ivory page, white card, ink text, gold rules, the wordmark and
 * headings in the display serif (app/styles/tokens.css). Styles are inline and the frame is a table,
 * as mail programs need; web fonts are named first and fall back to Georgia.
 */
export const MAIL_COLOURS = {
  ivory: "#faf7f2",
  ivoryDeep: "#f3ede3",
  white: "#ffffff",
  ink: "#1c1a17",
  inkSoft: "#3d3934",
  muted: "#6b645b",
  line: "#ddd4c6",
  gold: "#a8843f",
  goldDeep: "#7d5f26",
  goldLight: "#d9c08f",
} as const;

const SERIF = '"Cormorant Garamond", Cormorant, Garamond, Georgia, "Times New Roman", serif';
const SANS = '"Jost", "Helvetica Neue", Helvetica, Arial, sans-serif';

const text: CSSProperties = { margin: "0 0 16px", fontFamily: SANS, fontSize: 16, lineHeight: 1.6, color: MAIL_COLOURS.inkSoft };

export function Paragraph({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return <p style={muted ? { ...text, fontSize: 14, color: MAIL_COLOURS.muted } : text}>{children}</p>;
}

/** The one action of a mail, and its address written out below for mail programs that hide buttons. */
export function Button({ href, label, t }: { href: string; label: string; t: MailTranslate }) {
  return (
    <>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "8px 0 24px" }}>
        <tbody>
          <tr>
            <td style={{ background: MAIL_COLOURS.ink, borderRadius: 2 }}>
              <a
                href={href}
                style={{
                  display: "inline-block",
                  padding: "14px 32px",
                  fontFamily: SANS,
                  fontSize: 14,
                  fontWeight: 500,
                  letterSpacing: "0.16em",
                  textTransform: "uppercase",
                  color: MAIL_COLOURS.ivory,
                  textDecoration: "none",
                }}
              >
                {label}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <p style={{ ...text, fontSize: 13, color: MAIL_COLOURS.muted }}>
        {t("mail_button_fallback")}
        <br />
        <a href={href} style={{ color: MAIL_COLOURS.goldDeep, wordBreak: "break-all" }}>
          {href}
        </a>
      </p>
    </>
  );
}

/** A one-time code, large and spaced so it is read and typed without mistakes. */
export function Code({ code, label }: { code: string; label: string }) {
  return (
    <>
      <p style={text}>{label}</p>
      <p
        style={{
          margin: "0 0 24px",
          // Letter spacing trails the last letter too: the same on the left keeps the code centred.
          padding: "16px 0 16px 0.3em",
          background: MAIL_COLOURS.ivoryDeep,
          border: `1px solid ${MAIL_COLOURS.line}`,
          textAlign: "center",
          fontFamily: '"SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
          fontSize: 36,
          fontWeight: 600,
          letterSpacing: "0.3em",
          color: MAIL_COLOURS.ink,
        }}
      >
        {code}
      </p>
    </>
  );
}

export function MailLayout({
  lang,
  subject,
  preview,
  heading,
  t,
  children,
}: {
  lang: string;
  subject: string;
  preview: string;
  heading: string;
  t: MailTranslate;
  children: ReactNode;
}) {
  const brand = t("brand_name");
  return (
    <html lang={lang}>
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: MAIL_COLOURS.ivory }}>
        {/* The line a mail program shows after the subject in the inbox. */}
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden", opacity: 0 }}>{preview}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: MAIL_COLOURS.ivory }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "32px 16px" }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 600 }}>
                  <tbody>
                    <tr>
                      <td align="center" style={{ padding: "0 0 24px" }}>
                        <span
                          style={{
                            fontFamily: SERIF,
                            fontSize: 28,
                            fontWeight: 500,
                            letterSpacing: "0.06em",
                            textTransform: "uppercase",
                            color: MAIL_COLOURS.ink,
                          }}
                        >
                          <span style={{ color: MAIL_COLOURS.gold }}>◇</span> {brand}
                        </span>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{ background: MAIL_COLOURS.white, borderTop: `3px solid ${MAIL_COLOURS.gold}`, padding: "40px 40px 24px" }}
                      >
                        <h1
                          style={{
                            margin: "0 0 24px",
                            fontFamily: SERIF,
                            fontSize: 34,
                            fontWeight: 500,
                            lineHeight: 1.2,
                            color: MAIL_COLOURS.ink,
                          }}
                        >
                          {heading}
                        </h1>
                        {children}
                        <p style={{ ...text, margin: "24px 0 16px" }}>
                          {t("mail_sign_off")}
                          <br />
                          {t("mail_sign_off_team", { brand })}
                        </p>
                      </td>
                    </tr>
                    <tr>
                      <td
                        align="center"
                        style={{
                          background: MAIL_COLOURS.ink,
                          padding: "24px 40px",
                          fontFamily: SANS,
                          fontSize: 13,
                          lineHeight: 1.6,
                          color: MAIL_COLOURS.ivory,
                        }}
                      >
                        <p
                          style={{
                            margin: "0 0 8px",
                            fontFamily: SERIF,
                            fontSize: 18,
                            letterSpacing: "0.06em",
                            textTransform: "uppercase",
                            color: MAIL_COLOURS.goldLight,
                          }}
                        >
                          {brand}
                        </p>
                        <p style={{ margin: "0 0 8px" }}>{t("brand_tagline")}</p>
                        <p style={{ margin: "0 0 8px" }}>
                          {t("mail_footer_help", { phone: t("contact_phone"), email: t("contact_email") })}
                        </p>
                        <p style={{ margin: 0, color: MAIL_COLOURS.goldLight }}>{t("mail_footer_reason", { brand })}</p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
