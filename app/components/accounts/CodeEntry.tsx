import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { SIGN_IN_WITH_CODE, type LoginData } from "../../routes/accounts/documents.ts";
import { useMessage } from "../../lib/intl.tsx";
import { runMutation } from "../../lib/graphql-client.ts";
import { useSite } from "../../lib/site.tsx";
import { Button } from "../ui/Button.tsx";
import { cleanCode, codeError } from "./form-checks.ts";
import { FormErrorNotice, NO_ERRORS, TextField, focusFirstInvalid, readApiError, type FormErrors } from "./form.tsx";
import { useAccount } from "./session.ts";

export interface CodeEntryProps {
  /** The address the mail with the code went to. */
  email: string;
  /** Above the field: what the mail was and what the code does. */
  lead: ReactNode;
  /** Where the form is sent without scripts: the page whose action reads it (its own address by default). */
  action?: string;
  /** Errors of the code the page's action refused (sent without scripts). */
  initialErrors?: FormErrors;
  /** Why the mail went: the page's action says it again with a refused code. */
  reason?: "link" | "register";
  /** Signed in with a full session: the page goes on, the modal closes. */
  onSignedIn: (login: LoginData & { redirectUrl?: string | null }) => void;
  autoFocus?: boolean;
}

/**
 * The 6-character code of a sign-in mail or of the welcome mail, typed to sign in (and, for the
 * welcome mail, to confirm the address: the account gets its full session). An HTML form the page's
 * action answers (`intent=code`), sent from the browser once the scripts run.
 */
export function CodeEntry({ email, lead, action, initialErrors, reason, onSignedIn, autoFocus = true }: CodeEntryProps) {
  const t = useMessage();
  const site = useSite();
  const { signedIn } = useAccount();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FormErrors>(initialErrors ?? NO_ERRORS);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Before the scripts could reach the API, the browser sends the form to the page's action.
    if (!site.client) return;
    event.preventDefault();
    if (pending) return;
    const problem = codeError(code, t);
    if (problem) {
      setErrors({ fields: { code: problem }, form: null });
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      const answer = await runMutation(site.client, SIGN_IN_WITH_CODE, { email, code: cleanCode(code) });
      signedIn(answer.signInWithCode);
      onSignedIn(answer.signInWithCode);
    } catch (error) {
      setErrors(readApiError(error, t, ["code"]));
      focusFirstInvalid(formRef.current);
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className="acc-form" method="post" action={action} noValidate onSubmit={submit} aria-label={t("acc_code_submit")}>
      <div className="acc-form__lead">{lead}</div>
      <FormErrorNotice errors={errors} />
      <input type="hidden" name="email" value={email} />
      {reason ? <input type="hidden" name="reason" value={reason} /> : null}
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
        autoFocus={autoFocus}
        required
      />
      <Button type="submit" name="intent" value="code" variant="primary" className="acc-form__submit" isPending={pending}>
        {t("acc_code_submit")}
      </Button>
    </form>
  );
}
