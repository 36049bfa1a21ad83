import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "../ui/Link.tsx";
import { ACCOUNT_PATHS, localRedirect } from "../../../core/urls/accounts.ts";
import type { AccountActionData, EmailPageData, MagicLinkPageData } from "../../routes/accounts/accounts.server.ts";
import { REQUEST_MAGIC_LINK, SIGN_IN_WITH_MAGIC_LINK } from "../../routes/accounts/documents.ts";
import { useMessage } from "../../lib/intl.tsx";
import { runMutation } from "../../lib/graphql-client.ts";
import { useRegionHref, useSite } from "../../lib/site.tsx";
import { Button } from "../ui/Button.tsx";
import { AccountLayout } from "./AccountLayout.tsx";
import { afterSignIn } from "./AuthPanel.tsx";
import { CodeEntry } from "./CodeEntry.tsx";
import { FormErrorNotice, NO_ERRORS, readApiError, type FormErrors } from "./form.tsx";
import { useAccount } from "./session.ts";
import { EmailRequestForm, useEmailRequest } from "./EmailRequestForm.tsx";

/**
 * /magic-link-request: the visitor's e-mail address gets a sign-in link and a 6-character code. The
 * answer is the same whether or not the address has an account; then the code can be typed here.
 */
export function MagicLinkRequestView({ data, sent }: { data: EmailPageData; sent?: AccountActionData | undefined }) {
  const t = useMessage();
  const href = useRegionHref();
  const navigate = useNavigate();
  const request = useEmailRequest(
    "magicLink",
    data.email,
    sent?.intent === "code" ? { ...sent, intent: "magicLink", errors: NO_ERRORS } : sent,
    async (client, email) => (await runMutation(client, REQUEST_MAGIC_LINK, { email, redirectUrl: data.returnTo })).requestMagicLink.email,
  );
  const sentTo = request.sentTo;

  return (
    <AccountLayout title={t("acc_magic_request_title")} intro={sentTo ? null : t("acc_magic_request_intro")}>
      {sentTo ? (
        <div className="acc-steps">
          <CodeEntry
            email={sentTo}
            reason="link"
            initialErrors={sent?.intent === "code" ? sent.errors : undefined}
            lead={
              <>
                <p className="acc-notice acc-notice--success" role="status">
                  {t("acc_mail_sent", { email: sentTo })}
                </p>
                <p>{t("acc_code_intro")}</p>
              </>
            }
            // The page the code's mail was asked for (kept with the link by the API) when this page names none.
            onSignedIn={(login) => navigate(afterSignIn(data.returnTo, login, href(ACCOUNT_PATHS.profile)), { replace: true })}
          />
          <Button variant="link" className="acc-form__aside" onPress={request.reset}>
            {t("acc_use_other_email")}
          </Button>
        </div>
      ) : (
        <EmailRequestForm
          request={request}
          label={t("acc_magic_request_title")}
          submitLabel={t("acc_send_link")}
          returnTo={data.returnTo}
        />
      )}
    </AccountLayout>
  );
}

/**
 * /magic-link: a sign-in link from an e-mail. Opening it only shows "Continue" (mail scanners open
 * links too, and a link works once); pressing it (a form this page's action answers without scripts)
 * signs in and goes to the link's local redirectUrl, else home. A link that cannot be one, or that the
 * API refuses, says "Link seems invalid.".
 */
export function MagicLinkView({ data, sent }: { data: MagicLinkPageData; sent?: AccountActionData | undefined }) {
  const t = useMessage();
  const site = useSite();
  const href = useRegionHref();
  const navigate = useNavigate();
  const { signedIn } = useAccount();
  const [invalid, setInvalid] = useState(Boolean(sent?.linkInvalid));
  const [errors, setErrors] = useState<FormErrors>(sent?.errors ?? NO_ERRORS);
  const [pending, setPending] = useState(false);
  const link = data.link;

  const proceed = async (event: FormEvent<HTMLFormElement>) => {
    // Before the scripts could reach the API, the browser sends the form to the page's action.
    if (!site.client || !link) return;
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      const answer = (await runMutation(site.client, SIGN_IN_WITH_MAGIC_LINK, { user: link.user, expires: link.expires, hash: link.hash }))
        .signInWithMagicLink;
      // Used, expired or naming no token.
      if (answer.__typename !== "Login") {
        setInvalid(true);
        setPending(false);
        return;
      }
      signedIn(answer);
      navigate(link.redirectUrl ?? localRedirect(answer.redirectUrl) ?? href("/"), { replace: true });
    } catch (error) {
      const read = readApiError(error, t, []);
      // Too many tries, a lost connection and a failure of the store say so; any other refusal is an invalid link.
      if (read.reference || read.kind) setErrors(read);
      else setInvalid(true);
      setPending(false);
    }
  };

  if (!link || invalid) {
    return (
      <AccountLayout title={t("acc_link_invalid")} intro={t("acc_link_invalid_help")}>
        <div className="acc-actions">
          <Link to={href(ACCOUNT_PATHS.magicLinkRequest)} className="btn btn--primary">
            {t("acc_request_new_link")}
          </Link>
          <Link to={href("/")} className="acc-link">
            {t("acc_home")}
          </Link>
        </div>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={t("acc_magic_link_title")} intro={t("acc_magic_link_intro", { email: link.user })}>
      <form className="acc-actions" method="post" onSubmit={proceed} aria-label={t("acc_magic_link_title")}>
        <FormErrorNotice errors={errors} />
        <Button type="submit" name="intent" value="continue" variant="primary" className="acc-form__submit" isPending={pending}>
          {t("acc_continue")}
        </Button>
      </form>
    </AccountLayout>
  );
}
