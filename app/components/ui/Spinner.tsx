import { useMessage } from "../../lib/intl.tsx";
import "./ui.css";

/** A small busy indicator with an accessible label (a status, announced politely). */
export function Spinner({ label, size = 24 }: { label?: string; size?: number }) {
  const t = useMessage();
  return (
    <span className="spinner" role="status" style={{ width: size, height: size }}>
      <span className="visually-hidden">{label ?? t("loading")}</span>
    </span>
  );
}
