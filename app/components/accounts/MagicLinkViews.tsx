import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "../ui/Link.tsx";
import { localRedirect } from "../../../core/urls/accounts.ts";
import type { EmailPageData, MagicLinkPageData } from "../../routes/accounts/accounts.server.ts";
import {
  REQUEST_MAGIC_LINK,
  SIGN_IN_WITH_CODE,
  SIGN_IN_WITH_MAGIC_LINK,
} from "../../routes/accounts/documents.ts";
import { useMessage } from "../../lib/intl.tsx";
import { runMutation } from "../../lib/graphql-client.ts";
import { useRegionHref, useSite } from "../../lib/site.tsx";
import { Button } from "../ui/Button.tsx";
import { AccountLayout } from "./AccountLayout.tsx";
import { FormNotice, NO_ERRORS, TextField, focusFirstInvalid, readApiError, useHydrated, type FormErrors } from "./form.tsx";
import { useAccount } from "./session.ts";
import { EmailRequestForm, useEmailRequest } from "./EmailRequestForm.tsx";

/** A sign-in code as typed: letters and digits only, upper case ("ab3 k9z" -> "AB3K9Z"). */
function cleanCode(typed: string): string {
  return typed.replace(/[^0-9a-z]/gi, "").toUpperCase();
}

/**
 * /magic-link-request: the visitor's e-mail address gets a sign-in link and a 6-character code. The
 * answer is the same whether or not the address has an account; then the code can be typed here.
 */
export function MagicLinkRequestView({ data }: { data: EmailPageData }) {
  const t = useMessage();
  const site = useSite();
  const href = useRegionHref();
  const navigate = useNavigate();
  const { signedIn } = useAccount();
  const codeRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const request = useEmailRequest(
    data.email,
    async (client, email) => (await runMutation(client, REQUEST_MAGIC_LINK, { email, redirectUrl: data.returnTo })).requestMagicLink.email,
  );
  const sentTo = request.sentTo;

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!site.client || pending || !sentTo) return;
    const typed = cleanCode(code);
    if (typed.length !== 6) {
      setErrors({ fields: { code: t("acc_error_code") }, form: null });
      focusFirstInvalid(codeRef.current);
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      const answer = await runMutation(site.client, SIGN_IN_WITH_CODE, { email: sentTo, code: typed });
      signedIn(answer.signInWithCode);
      // The page the code's mail was asked for (kept with the link by the API) when this page names none.
      navigate(data.returnTo ?? localRedirect(answer.signInWithCode.redirectUrl) ?? href("/profile"), { replace: true });
    } catch (error) {
      setErrors(readApiError(error, t, ["code"]));
      focusFirstInvalid(codeRef.current);
    } finally {
      setPending(false);
    }
  };

  return (
    <AccountLayout title={t("acc_magic_request_title")} intro={sentTo ? null : t("acc_magic_request_intro")}>
      {sentTo ? (
        <div className="acc-steps">
          <FormNotice tone="success">{t("acc_mail_sent", { email: sentTo })}</FormNotice>
          <form ref={codeRef} className="acc-form" method="post" noValidate onSubmit={signIn} aria-label={t("acc_code_submit")}>
            <p className="acc-form__lead">{t("acc_code_intro")}</p>
            {errors.form ? <FormNotice tone="error">{errors.form}</FormNotice> : null}
            <TextField
              label={t("acc_code")}
              name="code"
              value={code}
              onChange={(value) => setCode(value.toUpperCase())}
              autoComplete="one-time-code"
              description={t("acc_code_hint")}
              error={errors.fields["code"]}
              maxLength={12}
              className="acc-field--code"
              autoFocus
              required
            />
            <Button type="submit" variant="primary" className="acc-form__submit" isPending={pending}>
              {t("acc_code_submit")}
            </Button>
          </form>
          <Button
            variant="link"
            className="acc-form__aside"
            onPress={() => {
              request.reset();
              setCode("");
              setErrors(NO_ERRORS);
            }}
          >
            {t("acc_use_other_email")}
          </Button>
        </div>
      ) : (
        <EmailRequestForm request={request} label={t("acc_magic_request_title")} submitLabel={t("acc_send_link")} returnTo={data.returnTo} />
      )}
    </AccountLayout>
  );
}

/**
 * /magic-link: a sign-in link from an e-mail. Opening it only shows "Continue" (mail scanners open
 * links too, and a link works once); pressing it signs in and goes to the link's local redirectUrl,
 * else home. A link that cannot be one, or that the API refuses, says "Link seems invalid.".
 */
export function MagicLinkView({ data }: { data: MagicLinkPageData }) {
  const t = useMessage();
  const site = useSite();
  const href = useRegionHref();
  const navigate = useNavigate();
  const { signedIn } = useAccount();
  const hydrated = useHydrated();
  const [failed, setFailed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const link = data.link;

  const proceed = async () => {
    if (!site.client || !link || pending) return;
    setPending(true);
    try {
      const answer = await runMutation(site.client, SIGN_IN_WITH_MAGIC_LINK, { user: link.user, expires: link.expires, hash: link.hash });
      signedIn(answer.signInWithMagicLink);
      navigate(link.redirectUrl ?? localRedirect(answer.signInWithMagicLink.redirectUrl) ?? href("/"), { replace: true });
    } catch (error) {
      const read = readApiError(error, t, []);
      // Too many tries and a lost connection say so; any other refusal is an invalid link.
      setFailed(read.form === t("acc_error_rate_limit") || read.form === t("acc_error_network") ? read.form : t("acc_link_invalid"));
      setPending(false);
    }
  };

  if (!link || failed === t("acc_link_invalid")) {
    return (
      <AccountLayout title={t("acc_link_invalid")} intro={t("acc_link_invalid_help")}>
        <div className="acc-actions">
          <Link to={href("/magic-link-request")} className="btn btn--primary">
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
      <div className="acc-actions">
        {failed ? <FormNotice tone="error">{failed}</FormNotice> : null}
        <Button variant="primary" className="acc-form__submit" isDisabled={!hydrated} isPending={pending} onPress={proceed}>
          {t("acc_continue")}
        </Button>
      </div>
    </AccountLayout>
  );
}
