import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "../ui/Link.tsx";
import { PASSWORD_MIN_LENGTH } from "../../../core/account.ts";
import { callingCode, phoneCountryOr, type PhoneCountry } from "../../../core/phone.ts";
import { ACCOUNT_PATHS, localRedirect, signInPath, withRedirect } from "../../../core/urls/accounts.ts";
import { RichMessage, useMessage, type Translate } from "../../lib/intl.tsx";
import { runMutation } from "../../lib/graphql-client.ts";
import { useRegionHref, useSite } from "../../lib/site.tsx";
import { Button } from "../ui/Button.tsx";
import { buttonClasses } from "../ui/button-class.ts";
import type { AccountActionData } from "../../routes/accounts/accounts.server.ts";
import { REGISTER, REQUEST_MAGIC_LINK, SIGN_IN, type LoginData, type RegisterVariables } from "../../routes/accounts/documents.ts";
import { checkRegistration, mergeFieldErrors, takenAddressErrors, REGISTER_FIELD_PARTS, REGISTER_FIELDS } from "./form-checks.ts";
import {
  CheckboxField,
  FormErrorNotice,
  NO_ERRORS,
  PhoneField,
  TextField,
  emailError,
  focusFirstInvalid,
  hasErrors,
  readApiError,
  type FormErrors,
} from "./form.tsx";
import { CodeEntry } from "./CodeEntry.tsx";
import { GoogleSignIn, useGoogleClientId } from "./GoogleSignIn.tsx";
import { browserSupportsWebAuthn, isPasskeyCancelled, passkeySignIn } from "./passkeys.ts";
import { useAccount } from "./session.ts";
import { checkPhonePlan } from "./phone-plan.ts";
import "./accounts.css";

export type AuthMode = "signIn" | "register";

/** Where the panel is: a form, or the code of the mail just sent (a sign-in link, or the welcome mail of a registration). */
export type AuthStep = { kind: "form" } | { kind: "code"; email: string; reason: "link" | "register" };

/** The step of a panel that shows its form. */
export const FORM_STEP: AuthStep = { kind: "form" };

/** The title over the panel (the /sign-in page's heading, the login modal's title): the form's, else the code's. */
export function authTitle(mode: AuthMode, step: AuthStep, t: Translate): string {
  if (step.kind === "code") return step.reason === "register" ? t("acc_confirm_title") : t("acc_magic_request_title");
  return mode === "signIn" ? t("acc_sign_in_title") : t("acc_register_title");
}

export interface AuthPanelProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** The local page to come back to after signing in by a link from an e-mail. */
  returnTo: string | null;
  /** Called once signed in with a full session (the page navigates on, the modal closes). */
  onSignedIn: (login: LoginData & { redirectUrl?: string | null }) => void;
  /** Called before leaving for another account page (the modal closes). */
  onLeave?: () => void;
  /** The login modal focuses the first field when it opens. */
  autoFocus?: boolean;
  /** What the page's action answered to a form sent without scripts. */
  sent?: AccountActionData | undefined;
  /** Where the panel is, kept by its owner, whose title follows it (`authTitle`). */
  step: AuthStep;
  onStepChange: (step: AuthStep) => void;
}

/** The step a page drawn after its action starts in: the code of the mail the action sent. */
export function stepOfAnswer(sent: AccountActionData | undefined): AuthStep {
  if (sent?.sentTo && (sent.intent === "magicLink" || sent.intent === "code" || sent.intent === "register")) {
    return { kind: "code", email: sent.sentTo, reason: sent.reason ?? (sent.intent === "register" ? "register" : "link") };
  }
  return FORM_STEP;
}

/**
 * Signing in and creating an account, one component for the /sign-in page and the login modal:
 * e-mail and password; a sign-in link by e-mail (sent at once, then its code); a passkey (only where
 * the browser has WebAuthn); Google (only when the store has a Google client id); and the registration
 * form, whose success asks for the welcome mail's code. Each form is an HTML form /sign-in's action
 * answers before the scripts run (or without them); once they run, the browser sends the mutations.
 */
export function AuthPanel(props: AuthPanelProps) {
  const t = useMessage();
  const actionOf = useSignInAction();
  const { step, onStepChange: setStep } = props;
  if (step.kind === "code") {
    return (
      <div className="acc-auth">
        <CodeEntry
          email={step.email}
          reason={step.reason}
          action={actionOf(props.returnTo)}
          initialErrors={props.sent?.intent === "code" ? props.sent.errors : undefined}
          lead={
            step.reason === "register" ? (
              <p>{t("acc_confirm_code_intro", { email: step.email })}</p>
            ) : (
              <>
                <p className="acc-notice acc-notice--success" role="status">
                  {t("acc_mail_sent", { email: step.email })}
                </p>
                <p>{t("acc_code_intro")}</p>
              </>
            )
          }
          onSignedIn={props.onSignedIn}
        />
        {step.reason === "link" ? (
          <Button variant="link" className="acc-form__aside" onPress={() => setStep(FORM_STEP)}>
            {t("acc_use_other_email")}
          </Button>
        ) : null}
      </div>
    );
  }
  return props.mode === "signIn" ? (
    <SignInForm {...props} onCodeSent={(email) => setStep({ kind: "code", email, reason: "link" })} />
  ) : (
    <RegisterForm {...props} onCodeSent={(email) => setStep({ kind: "code", email, reason: "register" })} />
  );
}

/** Where the panel's forms go without scripts: /sign-in's action, with the page to come back to. */
function useSignInAction(): (returnTo: string | null) => string {
  const href = useRegionHref();
  return (returnTo) => withRedirect(href(ACCOUNT_PATHS.signIn), returnTo);
}

type FormProps = AuthPanelProps & { onCodeSent: (email: string) => void };

/** The button of a form that was pressed to send it (the sign-in form has two: the password, and the link). */
function submitterValue(event: FormEvent<HTMLFormElement>): string | null {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement ? submitter.value : null;
}

function SignInForm({ onModeChange, returnTo, onSignedIn, onLeave, autoFocus, sent, onCodeSent }: FormProps) {
  const t = useMessage();
  const site = useSite();
  const { signedIn } = useAccount();
  const href = useRegionHref();
  const actionOf = useSignInAction();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(sent?.values?.["email"] ?? "");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FormErrors>(
    sent && (sent.intent === "signIn" || sent.intent === "magicLink") ? sent.errors : NO_ERRORS,
  );
  const [pending, setPending] = useState<null | "password" | "passkey" | "link">(null);
  const [passkeys, setPasskeys] = useState(false);
  const googleClientId = useGoogleClientId();
  useEffect(() => setPasskeys(browserSupportsWebAuthn()), []);

  const done = (login: LoginData) => {
    signedIn(login);
    onSignedIn(login);
  };

  const fail = (read: FormErrors) => {
    setErrors(read);
    focusFirstInvalid(formRef.current);
  };

  /** "E-mail me a sign-in link": the link and its code go to the address typed, at once. */
  const sendLink = async (client: NonNullable<typeof site.client>) => {
    const problem = emailError(email, t);
    if (problem) return fail({ fields: { email: problem }, form: null });
    setPending("link");
    setErrors(NO_ERRORS);
    try {
      const data = await runMutation(client, REQUEST_MAGIC_LINK, { email: email.trim(), redirectUrl: returnTo });
      onCodeSent(data.requestMagicLink.email || email.trim());
    } catch (error) {
      fail(readApiError(error, t, ["email"]));
    } finally {
      setPending(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Before the scripts could reach the API, the browser sends the form to /sign-in's action.
    if (!site.client) return;
    event.preventDefault();
    if (pending) return;
    if (submitterValue(event) === "magicLink") return sendLink(site.client);
    const fields: Record<string, string> = {};
    const emailProblem = emailError(email, t);
    if (emailProblem) fields["email"] = emailProblem;
    if (!password) fields["password"] = t("acc_error_password_empty");
    if (Object.keys(fields).length) return fail({ fields, form: null });
    setPending("password");
    setErrors(NO_ERRORS);
    try {
      const data = await runMutation(site.client, SIGN_IN, { email: email.trim(), password });
      done(data.signIn);
    } catch (error) {
      fail(readApiError(error, t, ["email", "password"]));
    } finally {
      setPending(null);
    }
  };

  const withPasskey = async () => {
    if (!site.client || pending) return;
    setPending("passkey");
    setErrors(NO_ERRORS);
    try {
      done(await passkeySignIn(site.client, email.trim() || null));
    } catch (error) {
      setErrors(isPasskeyCancelled(error) ? { fields: {}, form: t("acc_error_passkey_cancelled") } : readApiError(error, t, []));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="acc-auth">
      <form
        id={formId}
        ref={formRef}
        className="acc-form"
        method="post"
        action={actionOf(returnTo)}
        noValidate
        onSubmit={submit}
        aria-label={t("acc_sign_in")}
      >
        <FormErrorNotice errors={errors} />
        <TextField
          label={t("acc_email")}
          name="email"
          type="email"
          autoComplete="username webauthn"
          value={email}
          onChange={setEmail}
          error={errors.fields["email"]}
          required
          autoFocus={autoFocus}
        />
        <TextField
          label={t("acc_password")}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.fields["password"]}
          required
        />
        <p className="acc-form__aside">
          <Link to={withRedirect(href(ACCOUNT_PATHS.forgottenPassword), returnTo)} className="acc-link" onClick={() => onLeave?.()}>
            {t("acc_forgotten_link")}
          </Link>
        </p>
        <Button
          type="submit"
          name="intent"
          value="signIn"
          variant="primary"
          className="acc-form__submit"
          isPending={pending === "password"}
        >
          {pending === "password" ? t("acc_signing_in") : t("acc_sign_in")}
        </Button>
      </form>
      <div className="acc-divider" role="separator">
        <span>{t("acc_or")}</span>
      </div>
      <div className="acc-alternatives">
        {/* A button of the form above (form=): without scripts it sends the address typed to /sign-in's action. */}
        <Button
          type="submit"
          form={formId}
          name="intent"
          value="magicLink"
          variant="secondary"
          className="acc-alt"
          isPending={pending === "link"}
        >
          <MailGlyph />
          {t("acc_magic_link_button")}
        </Button>
        {passkeys ? (
          <Button variant="secondary" className="acc-alt" isPending={pending === "passkey"} onPress={withPasskey}>
            <KeyGlyph />
            {t("acc_passkey_button")}
          </Button>
        ) : null}
        {googleClientId ? (
          <GoogleSignIn clientId={googleClientId} onSignedIn={done} onError={(message) => setErrors({ fields: {}, form: message })} />
        ) : null}
      </div>
      <div className="acc-switch">
        <p className="acc-switch__text">{t("acc_new_here", { brand: t("brand_name") })}</p>
        <ModeLink mode="register" returnTo={returnTo} onModeChange={onModeChange}>
          {t("acc_create_account")}
        </ModeLink>
      </div>
    </div>
  );
}

/**
 * The way to the other form: a link to /sign-in in that mode (what works without scripts), which
 * swaps the form in place once they run.
 */
function ModeLink({
  mode,
  returnTo,
  onModeChange,
  children,
}: {
  mode: AuthMode;
  returnTo: string | null;
  onModeChange: (mode: AuthMode) => void;
  children: ReactNode;
}) {
  const href = useRegionHref();
  return (
    <Link
      to={withRedirect(href(signInPath(mode)), returnTo)}
      className={buttonClasses("link", "md", "acc-switch__button")}
      onClick={(event) => {
        event.preventDefault();
        onModeChange(mode);
      }}
    >
      {children}
    </Link>
  );
}

function RegisterForm({ onModeChange, returnTo, autoFocus, sent, onCodeSent }: FormProps) {
  const t = useMessage();
  const site = useSite();
  const href = useRegionHref();
  const actionOf = useSignInAction();
  const formRef = useRef<HTMLFormElement>(null);
  const typed = sent?.intent === "register" ? (sent.values ?? {}) : {};
  const [fullName, setFullName] = useState(typed["name"] ?? "");
  const [email, setEmail] = useState(typed["email"] ?? "");
  const [country, setCountry] = useState<PhoneCountry>(phoneCountryOr(typed["phoneCountry"], site.region));
  const [phone, setPhone] = useState(typed["phone"] ?? "");
  const [password, setPassword] = useState("");
  const [emailConsent, setEmailConsent] = useState(Boolean(typed["emailConsent"]));
  const [privacyConsent, setPrivacyConsent] = useState(Boolean(typed["privacyConsent"]));
  const [errors, setErrors] = useState<FormErrors>(sent?.intent === "register" ? sent.errors : NO_ERRORS);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Before the scripts could reach the API, the browser sends the form to /sign-in's action.
    if (!site.client) return;
    event.preventDefault();
    if (pending) return;
    const client = site.client;
    const { fields, name, national } = checkRegistration({ fullName, email, phone, password, privacyConsent }, t);
    setPending(true);
    try {
      await checkPhonePlan(fields, country, national, t);
      const next = { fields, form: null };
      setErrors(next);
      if (hasErrors(next)) {
        focusFirstInvalid(formRef.current);
        return;
      }
      const variables: RegisterVariables = {
        input: {
          byManual: {
            firstName: name.firstName,
            lastName: name.lastName,
            email: email.trim(),
            phone: national ? { countryCode: callingCode(country), nationalNumber: national } : null,
            region: site.region,
            currency: site.currency,
            emailConsent,
            privacyConsent,
            password: password || null,
          },
        },
      };
      const registered = (await runMutation(client, REGISTER, variables)).register;
      if (registered.__typename !== "Login") {
        setErrors(takenAddressErrors(t));
        focusFirstInvalid(formRef.current);
        return;
      }
      // The session stays limited until the welcome mail's code confirms the address: the page shows
      // the visitor signed in once the code gives the full one (the login modal stays open for it).
      onCodeSent(registered.user.email);
    } catch (error) {
      setErrors(mergeFieldErrors(readApiError(error, t, REGISTER_FIELDS), REGISTER_FIELD_PARTS));
      focusFirstInvalid(formRef.current);
    } finally {
      setPending(false);
    }
  };

  const policy = (path: string) => (chunks: ReactNode[]) => (
    <Link to={href(path)} className="acc-link" target="_blank" rel="noopener">
      {chunks}
      <span className="visually-hidden"> {t("opens_new_window")}</span>
    </Link>
  );

  return (
    <div className="acc-auth">
      <form
        ref={formRef}
        className="acc-form"
        method="post"
        action={actionOf(returnTo)}
        noValidate
        onSubmit={submit}
        aria-label={t("acc_create_account")}
      >
        <FormErrorNotice errors={errors} />
        <TextField
          label={t("acc_full_name")}
          name="name"
          autoComplete="name"
          value={fullName}
          onChange={setFullName}
          error={errors.fields["firstName"]}
          required
          autoFocus={autoFocus}
        />
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
        <PhoneField
          legend={t("acc_phone_optional")}
          country={country}
          number={phone}
          onCountry={setCountry}
          onNumber={setPhone}
          error={errors.fields["phone"]}
        />
        <TextField
          label={t("acc_password_optional")}
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.fields["password"]}
          description={t("acc_password_optional_hint", { min: PASSWORD_MIN_LENGTH })}
        />
        <CheckboxField name="emailConsent" checked={emailConsent} onChange={setEmailConsent}>
          {t("acc_email_consent")}
        </CheckboxField>
        <CheckboxField
          name="privacyConsent"
          checked={privacyConsent}
          onChange={setPrivacyConsent}
          error={errors.fields["privacyConsent"]}
          required
        >
          <RichMessage
            id="acc_privacy_consent"
            values={{ privacy: policy("/privacy"), terms: policy("/terms"), cookies: policy("/cookies") }}
          />
        </CheckboxField>
        <Button type="submit" name="intent" value="register" variant="primary" className="acc-form__submit" isPending={pending}>
          {t("acc_create_account")}
        </Button>
      </form>
      <div className="acc-switch">
        <p className="acc-switch__text">{t("acc_have_account")}</p>
        <ModeLink mode="signIn" returnTo={returnTo} onModeChange={onModeChange}>
          {t("acc_back_to_sign_in")}
        </ModeLink>
      </div>
    </div>
  );
}

/** The page to go to once signed in: the page asked for, else the one the mail's link was asked for, else `fallback`. */
export function afterSignIn(returnTo: string | null, login: { redirectUrl?: string | null }, fallback: string): string {
  return returnTo ?? localRedirect(login.redirectUrl) ?? fallback;
}

function MailGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M3.5 6.5h17v11h-17z M3.5 6.5l8.5 6.5 8.5-6.5" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
    </svg>
  );
}

function KeyGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="8" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <path d="M12 12h9M17.5 12v3M20.5 12v2.5" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
    </svg>
  );
}
