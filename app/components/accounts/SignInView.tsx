import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { AccountActionData, SignInPageData } from "../../routes/accounts/accounts.server.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useRegionHref } from "../../lib/site.tsx";
import { ACCOUNT_PATHS } from "../../../core/urls/accounts.ts";
import { AccountLayout } from "./AccountLayout.tsx";
import { AuthPanel, afterSignIn, authTitle, stepOfAnswer, type AuthMode, type AuthStep } from "./AuthPanel.tsx";

/**
 * /sign-in: the sign-in and registration forms; once signed in, back to where the visitor was. After
 * a registration, the welcome mail's code (the page's title says to check the e-mail). Switching
 * between the forms brings the new form's heading into view and gives it the focus.
 */
export function SignInView({ data, sent }: { data: SignInPageData; sent?: AccountActionData | undefined }) {
  const t = useMessage();
  const href = useRegionHref();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>(sent?.intent === "register" ? "register" : data.mode);
  // What the action answered fills the form it answered, not the other one the visitor switches to.
  const [answer, setAnswer] = useState(sent);
  const [step, setStep] = useState<AuthStep>(() => stepOfAnswer(sent));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current || !heading.current) return;
    moved.current = false;
    heading.current.focus({ preventScroll: true });
    heading.current.scrollIntoView({ block: "start" });
  }, [mode, step]);
  const title = authTitle(mode, step, t);
  const intro = step.kind === "code" ? null : mode === "signIn" ? t("acc_sign_in_intro") : t("acc_register_intro");
  return (
    <AccountLayout title={title} intro={intro} aside={<Benefits />} headingRef={heading}>
      <AuthPanel
        key={mode}
        mode={mode}
        sent={answer}
        step={step}
        onModeChange={(next) => {
          moved.current = true;
          setAnswer(undefined);
          setMode(next);
        }}
        onStepChange={(next) => {
          moved.current = true;
          setStep(next);
        }}
        returnTo={data.returnTo}
        onSignedIn={(login) => navigate(afterSignIn(data.returnTo, login, href(ACCOUNT_PATHS.profile)), { replace: true })}
      />
    </AccountLayout>
  );
}

/** What an account holds today, beside the form on wide screens, and what it will hold as it comes. */
function Benefits() {
  const t = useMessage();
  const items = [
    ["acc_benefit_ring_title", "acc_benefit_ring"],
    ["acc_benefit_details_title", "acc_benefit_details"],
    ["acc_benefit_coming_title", "acc_benefit_coming"],
  ] as const;
  return (
    <div className="acc-benefits">
      <h2 className="acc-benefits__title">{t("acc_benefits_title")}</h2>
      <ul className="acc-benefits__list">
        {items.map(([title, text]) => (
          <li key={title}>
            <span className="acc-benefits__name">{t(title)}</span>
            <span className="acc-benefits__text">{t(text)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
