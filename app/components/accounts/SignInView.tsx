import { useState } from "react";
import { useNavigate } from "react-router";
import type { SignInPageData } from "../../routes/accounts/accounts.server.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useRegionHref } from "../../lib/site.tsx";
import { AccountLayout } from "./AccountLayout.tsx";
import { AuthPanel, type AuthMode } from "./AuthPanel.tsx";

/** /sign-in: the sign-in and registration forms; once signed in, back to where the visitor was. */
export function SignInView({ data }: { data: SignInPageData }) {
  const t = useMessage();
  const href = useRegionHref();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>(data.mode);
  return (
    <AccountLayout
      title={mode === "signIn" ? t("acc_sign_in_title") : t("acc_register_title")}
      intro={mode === "signIn" ? t("acc_sign_in_intro") : t("acc_register_intro")}
      aside={<Benefits />}
    >
      <AuthPanel mode={mode} onModeChange={setMode} returnTo={data.returnTo} onSignedIn={() => navigate(data.returnTo ?? href("/profile"), { replace: true })} />
    </AccountLayout>
  );
}

/** Why an account is worth having, beside the form on wide screens. */
function Benefits() {
  const t = useMessage();
  const items = [
    ["acc_benefit_designs_title", "acc_benefit_designs"],
    ["acc_benefit_saved_title", "acc_benefit_saved"],
    ["acc_benefit_orders_title", "acc_benefit_orders"],
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
