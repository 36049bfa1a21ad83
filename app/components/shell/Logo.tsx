import { useMessage } from "../../lib/intl.tsx";
import "./Logo.css";

/** The wordmark: the house name in the display serif with a brilliant-cut mark. */
export function Logo({ className }: { className?: string }) {
  const t = useMessage();
  return (
    <span className={["logo", className].filter(Boolean).join(" ")}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M9 6h14l5 6-12 15L4 12z" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
        <path d="M4 12h24M9 6l3 6 4-6 4 6 3-6M12 12l4 15 4-15" fill="none" stroke="currentColor" strokeWidth="0.9" strokeLinejoin="round" />
      </svg>
      <span className="logo__word">{t("brand_name")}</span>
    </span>
  );
}
