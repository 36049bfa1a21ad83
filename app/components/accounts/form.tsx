import { useId, type ReactNode, type Ref } from "react";
import { PASSWORD_MIN_LENGTH } from "../../../core/account.ts";
import { countryName } from "../../../core/countries.ts";
import { PHONE_COUNTRIES, type PhoneCountry } from "../../../core/phone.ts";
import { isCombinedError } from "../../lib/graphql-client.ts";
import type { Translate } from "../../lib/intl.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { readApiErrors, type FormErrors } from "./form-checks.ts";

export { NO_ERRORS, emailError, hasErrors, newPasswordError, newPasswordErrors, type FormErrors } from "./form-checks.ts";

/**
 * What an error of the browser's API client means for a form (`readApiErrors`): a lost connection in
 * the store's words, the API's errors read as the server's actions read them.
 */
export function readApiError(error: unknown, t: Translate, fields: readonly string[]): FormErrors {
  if (!isCombinedError(error)) return { fields: {}, form: t("acc_error_generic") };
  if (error.networkError && error.graphQLErrors.length === 0) return { fields: {}, form: t("acc_error_network"), kind: "network" };
  return readApiErrors(error.graphQLErrors, t, fields);
}

/** Moves focus to the first field marked invalid in `form` (after React has drawn the errors). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  });
}

interface TextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  error?: string | null;
  description?: ReactNode;
  required?: boolean;
  inputMode?: "text" | "email" | "numeric" | "tel";
  autoFocus?: boolean;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  className?: string;
}

/** A labelled input with its description and its error under it (announced with the field). */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = "text",
  autoComplete,
  error,
  description,
  required,
  inputMode,
  autoFocus,
  maxLength,
  inputRef,
  disabled,
  className,
}: TextFieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-d` : null, error ? `${id}-e` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`acc-field${error ? " acc-field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id} className="acc-field__label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        className="acc-field__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        inputMode={inputMode}
        autoFocus={autoFocus}
        maxLength={maxLength}
        disabled={disabled}
        spellCheck={type === "email" || type === "password" ? false : undefined}
        autoCapitalize={type === "email" || type === "password" ? "none" : undefined}
      />
      {description ? (
        <p id={`${id}-d`} className="acc-field__hint">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-e`} className="acc-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its label beside it and its error under it. */
export function CheckboxField({
  name,
  checked,
  onChange,
  children,
  error,
  required,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className={`acc-check${error ? " acc-check--invalid" : ""}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className="acc-check__box"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        aria-required={required || undefined}
      />
      <label htmlFor={id} className="acc-check__label">
        {children}
      </label>
      {error ? (
        <p id={`${id}-e`} className="acc-field__error acc-check__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A phone number: the country calling code (a select) and the national number. */
export function PhoneField({
  legend,
  country,
  number,
  onCountry,
  onNumber,
  error,
}: {
  legend: ReactNode;
  country: PhoneCountry;
  number: string;
  onCountry: (country: PhoneCountry) => void;
  onNumber: (value: string) => void;
  error?: string | null;
}) {
  // Named as the pages' actions read them when the form is sent without scripts (phoneCountry: "GB").
  const id = useId();
  const t = useMessage();
  return (
    <fieldset className={`acc-phone${error ? " acc-field--invalid" : ""}`} aria-describedby={error ? `${id}-e` : undefined}>
      <legend className="acc-field__label">{legend}</legend>
      <div className="acc-phone__row">
        <label htmlFor={`${id}-c`} className="visually-hidden">
          {t("acc_phone_country")}
        </label>
        <select
          id={`${id}-c`}
          name="phoneCountry"
          className="acc-field__input acc-phone__country"
          value={country}
          onChange={(e) => onCountry(e.target.value as PhoneCountry)}
          autoComplete="tel-country-code"
        >
          {PHONE_COUNTRIES.map((c) => (
            <option key={c.country} value={c.country}>
              {`${countryName(c.country)} +${c.code}`}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-n`} className="visually-hidden">
          {t("acc_phone_number")}
        </label>
        <input
          id={`${id}-n`}
          name="phone"
          type="tel"
          className="acc-field__input acc-phone__number"
          value={number}
          onChange={(e) => onNumber(e.target.value)}
          autoComplete="tel-national"
          inputMode="tel"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
        />
      </div>
      {error ? (
        <p id={`${id}-e`} className="acc-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A form's own message: an error (announced at once) or a confirmation (announced politely). */
export function FormNotice({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  return (
    <p className={`acc-notice acc-notice--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}

/**
 * A form's errors that belong to no field, above its button: the message, and for a failure the server
 * logged, the reference to quote and (a consultant's alone) what went wrong.
 */
export function FormErrorNotice({ errors, children }: { errors: FormErrors; children?: ReactNode }) {
  const t = useMessage();
  if (!errors.form) return null;
  return (
    <p className="acc-notice acc-notice--error" role="alert">
      {errors.form}
      {errors.reference ? <span className="acc-notice__reference">{t("acc_error_reference", { reference: errors.reference })}</span> : null}
      {errors.detail ? <span className="acc-notice__detail">{t("acc_error_detail", { detail: errors.detail })}</span> : null}
      {children}
    </p>
  );
}

/** A new password, typed twice, with the rule shown under it; errors under `password` and `again`. */
export function NewPasswordFields({
  password,
  again,
  onPassword,
  onAgain,
  errors,
}: {
  password: string;
  again: string;
  onPassword: (value: string) => void;
  onAgain: (value: string) => void;
  errors: FormErrors;
}) {
  const t = useMessage();
  return (
    <>
      <TextField
        label={t("acc_new_password")}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        description={t("acc_password_rule", { min: PASSWORD_MIN_LENGTH })}
        error={errors.fields["password"]}
        required
      />
      <TextField
        label={t("acc_new_password_again")}
        name="new-password-again"
        type="password"
        autoComplete="new-password"
        value={again}
        onChange={onAgain}
        error={errors.fields["again"]}
        required
      />
    </>
  );
}
