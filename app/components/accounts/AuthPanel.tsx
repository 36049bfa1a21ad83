import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Link } from "../ui/Link.tsx";
import { PASSWORD_MIN_LENGTH, splitFullName } from "../../../core/account.ts";
import { callingCode, defaultPhoneCountry, nationalDigits, type PhoneCountry } from "../../../core/phone.ts";
import { regionPath } from "../../../core/regions.ts";
import { withRedirect } from "../../../core/urls/accounts.ts";
import { RichMessage, useMessage } from "../../lib/intl.tsx";
import { runMutation } from "../../lib/graphql-client.ts";
import { useRegionHref, useSite } from "../../lib/site.tsx";
import { Button } from "../ui/Button.tsx";
import { REGISTER, SIGN_IN, type LoginData, type RegisterVariables } from "../../routes/accounts/documents.ts";
import { CheckboxField, FormNotice, NO_ERRORS, PhoneField, TextField, emailError, focusFirstInvalid, hasErrors, newPasswordError, readApiError, useHydrated, type FormErrors } from "./form.tsx";
import { GoogleSignIn, useGoogleClientId } from "./GoogleSignIn.tsx";
import { browserSupportsWebAuthn, isPasskeyCancelled, passkeySignIn, useAccount } from "./session.ts";
import "./accounts.css";

export type AuthMode = "signIn" | "register";

export interface AuthPanelProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** The local page to come back to after signing in by a link from an e-mail. */
  returnTo: string | null;
  /** Called once signed in (the page navigates on, the modal closes). */
  onSignedIn: (login: LoginData) => void;
  /** Called before leaving for another account page (the modal closes). */
  onLeave?: () => void;
  /** The login modal focuses the first field when it opens. */
  autoFocus?: boolean;
}

/**
 * Signing in and creating an account, one component for the /sign-in page and the login modal:
 * e-mail and password; a sign-in link by e-mail; a passkey (only where the browser has WebAuthn);
 * Google (only when the store has a Google client id); and the registration form.
 */
export function AuthPanel(props: AuthPanelProps) {
  return props.mode === "signIn" ? <SignInForm {...props} /> : <RegisterForm {...props} />;
}

function SignInForm({ onModeChange, returnTo, onSignedIn, onLeave, autoFocus }: AuthPanelProps) {
  const t = useMessage();
  const site = useSite();
  const { signedIn } = useAccount();
  const href = useRegionHref();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState<null | "password" | "passkey">(null);
  const [passkeys, setPasskeys] = useState(false);
  const googleClientId = useGoogleClientId();
  useEffect(() => setPasskeys(browserSupportsWebAuthn()), []);

  const done = (login: LoginData) => {
    signedIn(login);
    onSignedIn(login);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!site.client || pending) return;
    const fields: Record<string, string> = {};
    const emailProblem = emailError(email, t);
    if (emailProblem) fields["email"] = emailProblem;
    if (!password) fields["password"] = t("acc_error_password_empty");
    if (Object.keys(fields).length) {
      setErrors({ fields, form: null });
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending("password");
    setErrors(NO_ERRORS);
    try {
      const data = await runMutation(site.client, SIGN_IN, { email: email.trim(), password });
      done(data.signIn);
    } catch (error) {
      const read = readApiError(error, t, ["email", "password"]);
      setErrors(read);
      focusFirstInvalid(formRef.current);
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

  const leaveFor = (path: string) => {
    onLeave?.();
    const query = new URLSearchParams();
    if (email.trim()) query.set("email", email.trim());
    const search = query.toString();
    navigate(withRedirect(`${href(path)}${search ? `?${search}` : ""}`, returnTo));
  };

  return (
    <div className="acc-auth">
      <form ref={formRef} className="acc-form" method="post" noValidate onSubmit={submit} aria-label={t("acc_sign_in")}>
        {errors.form ? <FormNotice tone="error">{errors.form}</FormNotice> : null}
        <TextField label={t("acc_email")} name="email" type="email" autoComplete="username webauthn" value={email} onChange={setEmail} error={errors.fields["email"]} required autoFocus={autoFocus} />
        <TextField label={t("acc_password")} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.fields["password"]} required />
        <p className="acc-form__aside">
          <Link to={withRedirect(href("/forgotten-password"), returnTo)} className="acc-link" onClick={() => onLeave?.()}>
            {t("acc_forgotten_link")}
          </Link>
        </p>
        <Button type="submit" variant="primary" className="acc-form__submit" isDisabled={!hydrated} isPending={pending === "password"}>
          {pending === "password" ? t("acc_signing_in") : t("acc_sign_in")}
        </Button>
      </form>
      <div className="acc-divider" role="separator">
        <span>{t("acc_or")}</span>
      </div>
      <div className="acc-alternatives">
        <Button variant="secondary" className="acc-alt" isDisabled={!hydrated} onPress={() => leaveFor("/magic-link-request")}>
          <MailGlyph />
          {t("acc_magic_link_button")}
        </Button>
        {passkeys ? (
          <Button variant="secondary" className="acc-alt" isPending={pending === "passkey"} onPress={withPasskey}>
            <KeyGlyph />
            {t("acc_passkey_button")}
          </Button>
        ) : null}
        {googleClientId ? <GoogleSignIn clientId={googleClientId} onSignedIn={done} onError={(message) => setErrors({ fields: {}, form: message })} /> : null}
      </div>
      <div className="acc-switch">
        <p className="acc-switch__text">{t("acc_new_here", { brand: t("brand_name") })}</p>
        <Button variant="link" className="acc-switch__button" isDisabled={!hydrated} onPress={() => onModeChange("register")}>
          {t("acc_create_account")}
        </Button>
      </div>
    </div>
  );
}

function RegisterForm({ onModeChange, onSignedIn, autoFocus }: AuthPanelProps) {
  const t = useMessage();
  const site = useSite();
  const { signedIn } = useAccount();
  const href = useRegionHref();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [country, setCountry] = useState<PhoneCountry>(defaultPhoneCountry(site.region));
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [emailConsent, setEmailConsent] = useState(false);
  const [privacyConsent, setPrivacyConsent] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!site.client || pending) return;
    const fields: Record<string, string> = {};
    const name = splitFullName(fullName);
    if (!name.firstName) fields["firstName"] = t("acc_error_name_empty");
    const emailProblem = emailError(email, t);
    if (emailProblem) fields["email"] = emailProblem;
    const national = nationalDigits(phone);
    if (national === null) fields["phone"] = t("acc_error_phone_invalid");
    if (password) {
      const problem = newPasswordError(password, t);
      if (problem) fields["password"] = problem;
    }
    if (!privacyConsent) fields["privacyConsent"] = t("acc_error_privacy");
    const next = { fields, form: null };
    setErrors(next);
    if (hasErrors(next)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
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
          forgottenPasswordUrl: `${site.origin}${regionPath(site.region, "/forgotten-password")}`,
          password: password || null,
        },
      },
    };
    try {
      const data = await runMutation(site.client, REGISTER, variables);
      signedIn(data.register);
      onSignedIn(data.register);
    } catch (error) {
      const read = readApiError(error, t, ["firstName", "lastName", "email", "phone", "nationalNumber", "countryCode", "password", "privacyConsent", "emailConsent"]);
      // The name is one field here: a first- or last-name message shows under it, a phone part's under the phone.
      const f = read.fields;
      for (const [from, to] of [["lastName", "firstName"], ["nationalNumber", "phone"], ["countryCode", "phone"]] as const) {
        if (f[from] && !f[to]) f[to] = f[from];
        delete f[from];
      }
      setErrors(read);
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
      <form ref={formRef} className="acc-form" method="post" noValidate onSubmit={submit} aria-label={t("acc_create_account")}>
        {errors.form ? <FormNotice tone="error">{errors.form}</FormNotice> : null}
        <TextField label={t("acc_full_name")} name="name" autoComplete="name" value={fullName} onChange={setFullName} error={errors.fields["firstName"]} required autoFocus={autoFocus} />
        <TextField label={t("acc_email")} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.fields["email"]} required />
        <PhoneField legend={t("acc_phone_optional")} country={country} number={phone} onCountry={setCountry} onNumber={setPhone} error={errors.fields["phone"]} />
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
        <CheckboxField name="privacyConsent" checked={privacyConsent} onChange={setPrivacyConsent} error={errors.fields["privacyConsent"]} required>
          <RichMessage id="acc_privacy_consent" values={{ privacy: policy("/privacy"), terms: policy("/terms"), cookies: policy("/cookies") }} />
        </CheckboxField>
        <Button type="submit" variant="primary" className="acc-form__submit" isDisabled={!hydrated} isPending={pending}>
          {t("acc_create_account")}
        </Button>
      </form>
      <div className="acc-switch">
        <p className="acc-switch__text">{t("acc_have_account")}</p>
        <Button variant="link" className="acc-switch__button" onPress={() => onModeChange("signIn")}>
          {t("acc_back_to_sign_in")}
        </Button>
      </div>
    </div>
  );
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
