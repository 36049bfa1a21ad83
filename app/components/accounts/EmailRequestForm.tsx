import { useRef, useState, type FormEvent } from "react";
import { Link } from "../ui/Link.tsx";
import type { GraphQLClient as Client } from "../../lib/graphql-client.ts";
import { ACCOUNT_PATHS, withRedirect } from "../../../core/urls/accounts.ts";
import type { AccountActionData, AccountIntent } from "../../routes/accounts/accounts.server.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useRegionHref, useSite } from "../../lib/site.tsx";
import { Button } from "../ui/Button.tsx";
import { FormErrorNotice, NO_ERRORS, TextField, emailError, focusFirstInvalid, readApiError, type FormErrors } from "./form.tsx";

/**
 * A form that asks for an e-mail address and has something sent to it (a sign-in link, a password
 * reset): the address checked with the form's words, then `send`, which answers the address the API
 * says it sent to. The answer is the same whether or not the address has an account. Sent without
 * scripts, the page's action answers it (`intent`), and its answer (`sent`) is where this starts.
 */
export function useEmailRequest(
  intent: AccountIntent,
  initialEmail: string,
  sent: AccountActionData | undefined,
  send: (client: Client, email: string) => Promise<string>,
) {
  const t = useMessage();
  const site = useSite();
  const formRef = useRef<HTMLFormElement>(null);
  const answered = sent?.intent === intent ? sent : undefined;
  const [email, setEmail] = useState(answered?.values?.["email"] ?? answered?.sentTo ?? initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(answered?.sentTo ?? null);
  const [errors, setErrors] = useState<FormErrors>(answered?.errors ?? NO_ERRORS);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Before the scripts could reach the API, the browser sends the form to the page's action.
    if (!site.client) return;
    event.preventDefault();
    if (pending) return;
    const problem = emailError(email, t);
    if (problem) {
      setErrors({ fields: { email: problem }, form: null });
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      setSentTo((await send(site.client, email.trim())) || email.trim());
    } catch (error) {
      setErrors(readApiError(error, t, ["email"]));
      focusFirstInvalid(formRef.current);
    } finally {
      setPending(false);
    }
  };

  return {
    intent,
    formRef,
    email,
    setEmail,
    sentTo,
    errors,
    pending,
    submit,
    /** Back to the form, to use another address. */
    reset: () => {
      setSentTo(null);
      setErrors(NO_ERRORS);
    },
  };
}

/** The form of `useEmailRequest`: the e-mail field, its button, and the way back to signing in. */
export function EmailRequestForm({
  request,
  label,
  submitLabel,
  returnTo,
}: {
  request: ReturnType<typeof useEmailRequest>;
  label: string;
  submitLabel: string;
  returnTo: string | null;
}) {
  const t = useMessage();
  const href = useRegionHref();
  const { formRef, email, setEmail, errors, pending, submit } = request;
  return (
    <form ref={formRef} className="acc-form" method="post" noValidate onSubmit={submit} aria-label={label}>
      <FormErrorNotice errors={errors} />
      <TextField
        label={t("acc_email")}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.fields["email"]}
        required
      />
      <Button type="submit" name="intent" value={request.intent} variant="primary" className="acc-form__submit" isPending={pending}>
        {submitLabel}
      </Button>
      <p className="acc-form__aside">
        <Link to={withRedirect(href(ACCOUNT_PATHS.signIn), returnTo)} className="acc-link">
          {t("acc_back_to_sign_in")}
        </Link>
      </p>
    </form>
  );
}
