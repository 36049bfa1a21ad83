import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "../ui/Link.tsx";
import { ACCOUNT_PATHS, withRedirect } from "../../../core/urls/accounts.ts";
import type { AccountActionData, EmailPageData, ResetPasswordPageData } from "../../routes/accounts/accounts.server.ts";
import { REQUEST_PASSWORD_RESET, RESET_PASSWORD } from "../../routes/accounts/documents.ts";
import { useMessage } from "../../lib/intl.tsx";
import { runMutation } from "../../lib/graphql-client.ts";
import { useRegionHref, useSite } from "../../lib/site.tsx";
import { Button } from "../ui/Button.tsx";
import { AccountLayout } from "./AccountLayout.tsx";
import {
  FormErrorNotice,
  FormNotice,
  NO_ERRORS,
  NewPasswordFields,
  focusFirstInvalid,
  newPasswordErrors,
  readApiError,
  type FormErrors,
} from "./form.tsx";
import { spentResetLinkErrors } from "./form-checks.ts";
import { useAccount } from "./session.ts";
import { EmailRequestForm, useEmailRequest } from "./EmailRequestForm.tsx";

/** /forgotten-password: a reset link by e-mail; the answer is the same whether or not the address has an account. */
export function ForgottenPasswordView({ data, sent }: { data: EmailPageData; sent?: AccountActionData | undefined }) {
  const t = useMessage();
  const href = useRegionHref();
  const request = useEmailRequest(
    "forgotten",
    data.email,
    sent,
    async (client, email) => (await runMutation(client, REQUEST_PASSWORD_RESET, { email })).requestPasswordReset.email,
  );

  return (
    <AccountLayout title={t("acc_forgotten_title")} intro={request.sentTo ? null : t("acc_forgotten_description")}>
      {request.sentTo ? (
        <div className="acc-steps">
          <FormNotice tone="success">{t("acc_reset_sent", { email: request.sentTo })}</FormNotice>
          <p className="acc-form__aside">
            <Link to={withRedirect(href(ACCOUNT_PATHS.signIn), data.returnTo)} className="acc-link">
              {t("acc_back_to_sign_in")}
            </Link>
          </p>
        </div>
      ) : (
        <EmailRequestForm request={request} label={t("acc_forgotten_title")} submitLabel={t("acc_send_reset")} returnTo={data.returnTo} />
      )}
    </AccountLayout>
  );
}

/**
 * /reset-password?token=: the new password twice; saving it signs the visitor in and opens the
 * profile. A link that is used or expired says so as the page opens, with a way to ask for a new one.
 */
export function ResetPasswordView({ data, sent }: { data: ResetPasswordPageData; sent?: AccountActionData | undefined }) {
  const t = useMessage();
  const site = useSite();
  const href = useRegionHref();
  const navigate = useNavigate();
  const { signedIn } = useAccount();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const [again, setAgain] = useState("");
  const [errors, setErrors] = useState<FormErrors>(sent?.errors ?? NO_ERRORS);
  const [pending, setPending] = useState(false);

  if (!data.token || !data.usable) {
    return (
      <AccountLayout
        title={data.token ? t("acc_reset_link_unusable") : t("acc_reset_title")}
        intro={data.token ? t("acc_reset_link_unusable_help") : t("acc_reset_missing_token")}
      >
        <div className="acc-actions">
          <Link to={href(ACCOUNT_PATHS.forgottenPassword)} className="btn btn--primary">
            {t("acc_request_new_link")}
          </Link>
        </div>
      </AccountLayout>
    );
  }
  const token = data.token;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    // Before the scripts could reach the API, the browser sends the form to the page's action.
    if (!site.client) return;
    event.preventDefault();
    if (pending) return;
    const fields = newPasswordErrors(password, again, t);
    if (Object.keys(fields).length) {
      setErrors({ fields, form: null });
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      const answer = (await runMutation(site.client, RESET_PASSWORD, { token, password })).resetPassword;
      if (answer.__typename !== "Login") {
        setErrors(spentResetLinkErrors(t));
        focusFirstInvalid(formRef.current);
        setPending(false);
        return;
      }
      signedIn(answer);
      navigate(href(ACCOUNT_PATHS.profile), { replace: true });
    } catch (error) {
      setErrors(readApiError(error, t, ["password"]));
      focusFirstInvalid(formRef.current);
      setPending(false);
    }
  };

  return (
    <AccountLayout title={t("acc_reset_title")} intro={t("acc_reset_description")}>
      <form ref={formRef} className="acc-form" method="post" noValidate onSubmit={save} aria-label={t("acc_reset_title")}>
        {errors.form ? (
          <FormErrorNotice errors={errors}>
            {" "}
            <Link to={href(ACCOUNT_PATHS.forgottenPassword)} className="acc-link">
              {t("acc_request_new_link")}
            </Link>
          </FormErrorNotice>
        ) : null}
        <NewPasswordFields password={password} again={again} onPassword={setPassword} onAgain={setAgain} errors={errors} />
        <Button type="submit" name="intent" value="reset" variant="primary" className="acc-form__submit" isPending={pending}>
          {t("acc_reset_submit")}
        </Button>
      </form>
    </AccountLayout>
  );
}
