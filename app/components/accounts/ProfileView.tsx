import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { Link } from "../ui/Link.tsx";
import { callingCode, countryOfCallingCode, phoneCountryOr, type PhoneCountry } from "../../../core/phone.ts";
import { formatLongDate } from "../../../core/date-format.ts";
import { ACCOUNT_PATHS, PROFILE_TABS, profileTabPath, withRedirect, type ProfileTab } from "../../../core/urls/accounts.ts";
import type { AccountActionData, ProfilePageData } from "../../routes/accounts/accounts.server.ts";
import {
  CHANGE_PASSWORD,
  LOGOUT_EVERYWHERE,
  REMOVE_PASSKEY,
  UPDATE_PROFILE,
  type ProfilePasskey,
  type ProfileUser,
  type UpdateProfileVariables,
} from "../../routes/accounts/documents.ts";
import { useMessage } from "../../lib/intl.tsx";
import { runMutation } from "../../lib/graphql-client.ts";
import { shutDownChat } from "../../lib/chat.ts";
import { useRegionHref, useSite, useVisitor } from "../../lib/site.tsx";
import { Button } from "../ui/Button.tsx";
import { Tabs } from "../ui/Tabs.tsx";
import { CodeEntry } from "./CodeEntry.tsx";
import { makePaymentPath, myOrdersPath } from "../../../core/urls/my-orders.ts";
import { MyOrders } from "../orders/MyOrders.tsx";
import { OwnedPiecesList } from "../orders/OwnedPieces.tsx";
import { checkProfile } from "./form-checks.ts";
import {
  CheckboxField,
  FormErrorNotice,
  FormNotice,
  NO_ERRORS,
  NewPasswordFields,
  PhoneField,
  TextField,
  focusFirstInvalid,
  newPasswordErrors,
  readApiError,
  type FormErrors,
} from "./form.tsx";
import { browserSupportsWebAuthn, isPasskeyCancelled, passkeyRegister } from "./passkeys.ts";
import { signingOut } from "./session.ts";
import { checkPhonePlan } from "./phone-plan.ts";
import "./accounts.css";

const TAB_LABEL: Record<ProfileTab, "acc_tab_details" | "acc_tab_designstudio" | "acc_tab_products" | "acc_tab_orders"> = {
  details: "acc_tab_details",
  designstudio: "acc_tab_designstudio",
  products: "acc_tab_products",
  "my-orders": "acc_tab_orders",
};

function useDate(): (iso: string) => string {
  const { locale } = useSite();
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return "";
    return formatLongDate(date, locale);
  };
}

/**
 * /profile: the signed-in user's account in four tabs, each with its own address (/profile,
 * /profile/designstudio, /profile/products, /profile/my-orders). Details holds the name, phone and
 * e-mail consent, the password, passkeys and signing out everywhere; the other three say what will
 * appear in them.
 */
export function ProfileView({ data, sent }: { data: ProfilePageData; sent?: AccountActionData | undefined }) {
  const t = useMessage();
  const href = useRegionHref();
  const navigate = useNavigate();
  const formatDate = useDate();
  const [me, setMe] = useState<ProfileUser>(data.me);
  useEffect(() => setMe(data.me), [data.me]);
  const { user } = useVisitor();
  const location = useLocation();
  useEffect(() => {
    signingOut.current = false;
  }, []);
  // The session ended while the page was open (an authorization error cleared the user): sign in again
  // and come back. Signing out on purpose leaves for the home page instead.
  useEffect(() => {
    if (user === null && !signingOut.current)
      navigate(withRedirect(href(ACCOUNT_PATHS.signIn), `${location.pathname}${location.search}`), { replace: true });
  }, [user, navigate, href, location.pathname, location.search]);
  const name = me.firstName || me.email;
  return (
    <div className="acc-profile container">
      <header className="acc-profile__head">
        <p className="eyebrow">{t("acc_eyebrow")}</p>
        <h1 className="acc-page__title">{t("acc_profile_heading", { name })}</h1>
        {me.createdAt ? <p className="acc-page__intro">{t("acc_profile_member_since", { date: formatDate(me.createdAt) })}</p> : null}
      </header>
      <LimitedSessionNotice me={me} sent={sent} />
      <Tabs
        tabs={PROFILE_TABS.map((tab) => ({ id: tab, label: t(TAB_LABEL[tab]) }))}
        selected={data.tab}
        onSelect={(tab) => navigate(href(profileTabPath(tab)), { preventScrollReset: true })}
        label={t("acc_tabs_label")}
        className="acc-tabs"
        listClassName="acc-tabs__list"
        tabClassName="acc-tabs__tab"
        panelClassName="acc-tabs__panel"
      >
        {data.tab === "details" ? <DetailsPanel me={me} onChange={setMe} sent={sent} /> : null}
        {data.tab === "designstudio" ? (
          <EmptyState title={t("acc_empty_designstudio_title")} text={t("acc_empty_designstudio_text")} />
        ) : null}
        {data.tab === "products" ? (
          data.products ? (
            <OwnedPiecesList data={data.products} />
          ) : (
            <EmptyState title={t("acc_empty_products_title")} text={t("acc_empty_products_text")} />
          )
        ) : null}
        {data.tab === "my-orders" ? (
          <MyOrders
            data={data.orders ?? { orders: [], selected: null }}
            listHref={href(myOrdersPath())}
            orderHref={(id) => href(myOrdersPath(id))}
            payHref={(id) => href(makePaymentPath(id))}
            empty={<EmptyState title={t("acc_empty_orders_title")} text={t("acc_empty_orders_text")} />}
          />
        ) : null}
      </Tabs>
    </div>
  );
}

/**
 * What a limited session may not do, said before the forms refuse it: a registrant whose address is
 * not confirmed types the welcome mail's code here (the page then reloads with the full session); a
 * session opened by a link is asked to sign in again to change the account.
 */
function LimitedSessionNotice({ me, sent }: { me: ProfileUser; sent: AccountActionData | undefined }) {
  const t = useMessage();
  const href = useRegionHref();
  const location = useLocation();
  const navigate = useNavigate();
  if (me.fullSession) return null;
  if (!me.emailConfirmed) {
    return (
      <section className="acc-notice acc-notice--info acc-profile__confirm" aria-labelledby="acc-confirm-heading">
        <h2 id="acc-confirm-heading" className="acc-profile__confirm-title">
          {t("acc_confirm_profile_title")}
        </h2>
        <CodeEntry
          email={me.email}
          reason="register"
          autoFocus={false}
          initialErrors={sent?.intent === "code" ? sent.errors : undefined}
          lead={<p>{t("acc_confirm_profile_intro", { email: me.email })}</p>}
          onSignedIn={() => navigate(`${location.pathname}${location.search}`, { replace: true, preventScrollReset: true })}
        />
      </section>
    );
  }
  return (
    <p className="acc-notice acc-notice--info" role="note">
      {t("acc_limited_session")}{" "}
      <Link to={withRedirect(href(ACCOUNT_PATHS.signIn), `${location.pathname}${location.search}`)}>
        {t("acc_limited_session_sign_in")}
      </Link>
    </p>
  );
}

/** A tab whose contents later work brings: what will appear there, and where to go meanwhile. */
function EmptyState({ title, text, note }: { title: string; text: string; note?: string | null }) {
  const t = useMessage();
  const href = useRegionHref();
  return (
    <div className="acc-empty">
      <svg className="acc-empty__mark" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <path d="M14 8h20l8 10-18 22L6 18z" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
        <path d="M6 18h36M19 8l-3 10 8 22 8-22-3-10" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
      </svg>
      <h2 className="acc-empty__title">{title}</h2>
      {note ? <p className="acc-empty__note">{note}</p> : null}
      <p className="acc-empty__text">{text}</p>
      <div className="acc-empty__actions">
        <Link to={href("/engagement-rings")} className="btn btn--primary">
          {t("acc_empty_shop")}
        </Link>
        <Link to={href("/about-us/contacts")} className="btn btn--secondary">
          {t("acc_empty_book")}
        </Link>
      </div>
    </div>
  );
}

function Section({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="acc-section">
      <div className="acc-section__head">
        <h2 className="acc-section__title">{title}</h2>
        {intro ? <p className="acc-section__intro">{intro}</p> : null}
      </div>
      <div className="acc-section__body">{children}</div>
    </section>
  );
}

function DetailsPanel({
  me,
  onChange,
  sent,
}: {
  me: ProfileUser;
  onChange: (me: ProfileUser) => void;
  sent: AccountActionData | undefined;
}) {
  const t = useMessage();
  return (
    <div className="acc-sections">
      <Section title={t("acc_details_heading")} intro={t("acc_details_intro")}>
        <DetailsForm me={me} onChange={onChange} sent={sent?.intent === "profile" ? sent : undefined} />
      </Section>
      <Section title={t("acc_password_heading")} intro={me.hasPassword ? t("acc_password_change_intro") : t("acc_password_set_intro")}>
        <PasswordForm
          hasPassword={me.hasPassword}
          onSaved={() => onChange({ ...me, hasPassword: true })}
          sent={sent?.intent === "password" ? sent : undefined}
        />
      </Section>
      <Section title={t("acc_passkeys_heading")} intro={t("acc_passkeys_intro")}>
        <Passkeys passkeys={me.passkeys} onChange={(passkeys) => onChange({ ...me, passkeys })} />
      </Section>
      <Section title={t("acc_sessions_heading")} intro={t("acc_sessions_intro")}>
        <SignOutEverywhere />
      </Section>
    </div>
  );
}

/** The details: an HTML form the profile's action answers before the scripts run, sent from the browser once they do. */
function DetailsForm({
  me,
  onChange,
  sent,
}: {
  me: ProfileUser;
  onChange: (me: ProfileUser) => void;
  sent: AccountActionData | undefined;
}) {
  const t = useMessage();
  const site = useSite();
  const formRef = useRef<HTMLFormElement>(null);
  const phone = me.customer?.billingAddress?.phoneNumber ?? null;
  const typed = sent?.values;
  const [firstName, setFirstName] = useState(typed?.["firstName"] ?? me.firstName ?? "");
  const [lastName, setLastName] = useState(typed?.["lastName"] ?? me.lastName ?? "");
  const [country, setCountry] = useState<PhoneCountry>(
    phoneCountryOr(typed?.["phoneCountry"] ?? (phone && countryOfCallingCode(phone.countryCode, site.region)), site.region),
  );
  const [number, setNumber] = useState(typed?.["phone"] ?? phone?.nationalNumber ?? "");
  const [emailConsent, setEmailConsent] = useState(typed ? Boolean(typed["emailConsent"]) : (me.customer?.emailConsent ?? false));
  const [errors, setErrors] = useState<FormErrors>(sent?.errors ?? NO_ERRORS);
  const [saved, setSaved] = useState(Boolean(sent?.saved));
  const [pending, setPending] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    // Before the scripts could reach the API, the browser sends the form to the profile's action.
    if (!site.client) return;
    event.preventDefault();
    if (pending) return;
    const { fields, national } = checkProfile({ firstName, phone: number }, t);
    setSaved(false);
    setPending(true);
    await checkPhonePlan(fields, country, national, t);
    if (Object.keys(fields).length) {
      setErrors({ fields, form: null });
      setPending(false);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors(NO_ERRORS);
    const variables: UpdateProfileVariables = {
      input: {
        firstName: firstName.trim(),
        lastName: lastName.trim() || null,
        phone: national ? { countryCode: callingCode(country), nationalNumber: national } : null,
        emailConsent,
      },
    };
    try {
      const answer = await runMutation(site.client, UPDATE_PROFILE, variables);
      onChange(answer.updateProfile);
      site.setUser(answer.updateProfile);
      setSaved(true);
    } catch (error) {
      const read = readApiError(error, t, ["firstName", "lastName", "phone", "nationalNumber", "countryCode", "emailConsent"]);
      for (const from of ["nationalNumber", "countryCode"]) {
        if (read.fields[from] && !read.fields["phone"]) read.fields["phone"] = read.fields[from]!;
        delete read.fields[from];
      }
      setErrors(read);
      focusFirstInvalid(formRef.current);
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className="acc-form acc-form--wide" method="post" noValidate onSubmit={save} aria-label={t("acc_details_heading")}>
      <FormErrorNotice errors={errors} />
      <p className="acc-form__lead">{t("acc_email_fixed", { email: me.email })}</p>
      <div className="acc-form__row">
        <TextField
          label={t("acc_first_name")}
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onChange={setFirstName}
          error={errors.fields["firstName"]}
          required
        />
        <TextField
          label={t("acc_last_name")}
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={setLastName}
          error={errors.fields["lastName"]}
        />
      </div>
      <PhoneField
        legend={t("acc_phone")}
        country={country}
        number={number}
        onCountry={setCountry}
        onNumber={setNumber}
        error={errors.fields["phone"]}
      />
      <CheckboxField name="emailConsent" checked={emailConsent} onChange={setEmailConsent}>
        {t("acc_email_consent")}
      </CheckboxField>
      <div className="acc-form__actions">
        <Button type="submit" name="intent" value="profile" variant="primary" isPending={pending}>
          {t("acc_save")}
        </Button>
        {saved ? <FormNotice tone="success">{t("acc_saved")}</FormNotice> : null}
      </div>
    </form>
  );
}

/** The password: an HTML form the profile's action answers before the scripts run, sent from the browser once they do. */
function PasswordForm({ hasPassword, onSaved, sent }: { hasPassword: boolean; onSaved: () => void; sent: AccountActionData | undefined }) {
  const t = useMessage();
  const site = useSite();
  const formRef = useRef<HTMLFormElement>(null);
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [again, setAgain] = useState("");
  const [errors, setErrors] = useState<FormErrors>(sent?.errors ?? NO_ERRORS);
  const [saved, setSaved] = useState(Boolean(sent?.saved));
  const [pending, setPending] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    // Before the scripts could reach the API, the browser sends the form to the profile's action.
    if (!site.client) return;
    event.preventDefault();
    if (pending) return;
    const fields = newPasswordErrors(password, again, t);
    if (hasPassword && !current) fields["currentPassword"] = t("acc_error_password_empty");
    setSaved(false);
    if (Object.keys(fields).length) {
      setErrors({ fields, form: null });
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await runMutation(site.client, CHANGE_PASSWORD, { currentPassword: hasPassword ? current : null, newPassword: password });
      setCurrent("");
      setPassword("");
      setAgain("");
      setSaved(true);
      onSaved();
    } catch (error) {
      const read = readApiError(error, t, ["currentPassword", "newPassword"]);
      if (read.fields["newPassword"]) read.fields["password"] = read.fields["newPassword"];
      delete read.fields["newPassword"];
      setErrors(read);
      focusFirstInvalid(formRef.current);
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className="acc-form" method="post" noValidate onSubmit={save} aria-label={t("acc_password_heading")}>
      <FormErrorNotice errors={errors} />
      {hasPassword ? (
        <TextField
          label={t("acc_current_password")}
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={errors.fields["currentPassword"]}
          required
        />
      ) : null}
      <NewPasswordFields password={password} again={again} onPassword={setPassword} onAgain={setAgain} errors={errors} />
      <div className="acc-form__actions">
        <Button type="submit" name="intent" value="password" variant="secondary" isPending={pending}>
          {hasPassword ? t("acc_password_change") : t("acc_password_set")}
        </Button>
        {saved ? <FormNotice tone="success">{t("acc_password_saved")}</FormNotice> : null}
      </div>
    </form>
  );
}

function Passkeys({ passkeys, onChange }: { passkeys: ProfilePasskey[]; onChange: (passkeys: ProfilePasskey[]) => void }) {
  const t = useMessage();
  const site = useSite();
  const formatDate = useDate();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [name, setName] = useState("");
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);

  const add = async () => {
    if (!site.client || pending) return;
    setPending("add");
    setNotice(null);
    try {
      const passkey = await passkeyRegister(site.client, name.trim() || null);
      onChange([...passkeys, passkey]);
      setName("");
      setNotice({ tone: "success", text: t("acc_passkey_added") });
    } catch (error) {
      setNotice({
        tone: "error",
        text: isPasskeyCancelled(error) ? t("acc_error_passkey_cancelled") : (readApiError(error, t, []).form ?? t("acc_error_generic")),
      });
    } finally {
      setPending(null);
    }
  };

  const remove = async (passkey: ProfilePasskey) => {
    if (!site.client || pending) return;
    setPending(passkey.id);
    setNotice(null);
    try {
      const removed = (await runMutation(site.client, REMOVE_PASSKEY, { id: passkey.id })).removePasskey;
      // Not the account's (removed elsewhere meanwhile): the list drops it and says so.
      if (removed.__typename !== "Done") setNotice({ tone: "error", text: t("acc_error_passkey_not_found") });
      onChange(passkeys.filter((p) => p.id !== passkey.id));
    } catch (error) {
      setNotice({ tone: "error", text: readApiError(error, t, []).form ?? t("acc_error_generic") });
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="acc-passkeys">
      {passkeys.length ? (
        <ul className="acc-passkeys__list">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="acc-passkeys__item">
              <span className="acc-passkeys__name">{passkey.name}</span>
              <span className="acc-passkeys__meta">
                {t("acc_passkey_created", { date: formatDate(passkey.createdAt) })}
                {" · "}
                {passkey.lastUsedAt ? t("acc_passkey_last_used", { date: formatDate(passkey.lastUsedAt) }) : t("acc_passkey_never_used")}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("acc_passkey_remove_label", { name: passkey.name })}
                isPending={pending === passkey.id}
                onPress={() => remove(passkey)}
              >
                {t("acc_passkey_remove")}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="acc-passkeys__none">{t("acc_passkeys_none")}</p>
      )}
      {notice ? <FormNotice tone={notice.tone}>{notice.text}</FormNotice> : null}
      {supported === false ? (
        <p className="acc-passkeys__none">{t("acc_passkeys_unsupported")}</p>
      ) : (
        <div className="acc-passkeys__add">
          <TextField label={t("acc_passkey_name")} name="passkey-name" value={name} onChange={setName} autoComplete="off" maxLength={60} />
          <Button variant="secondary" isDisabled={!supported} isPending={pending === "add"} onPress={add}>
            {t("acc_passkey_add")}
          </Button>
        </div>
      )}
    </div>
  );
}

function SignOutEverywhere() {
  const t = useMessage();
  const site = useSite();
  const href = useRegionHref();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const go = async () => {
    if (!site.client || pending) return;
    setPending(true);
    setError(null);
    try {
      await runMutation(site.client, LOGOUT_EVERYWHERE, {});
      signingOut.current = true;
      navigate(href("/"));
      site.setUser(null);
      shutDownChat();
    } catch (e) {
      setError(readApiError(e, t, []).form ?? t("acc_error_generic"));
      setPending(false);
    }
  };
  return (
    <div className="acc-actions acc-actions--start">
      {error ? <FormNotice tone="error">{error}</FormNotice> : null}
      <Button variant="secondary" isPending={pending} onPress={go}>
        {t("acc_sign_out_everywhere")}
      </Button>
    </div>
  );
}
