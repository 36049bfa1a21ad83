import { ShapeIcon } from "../ui/ShapeIcon.tsx";
import { shapeOfSlug } from "./MenuIcon.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { Logo } from "./Logo.tsx";
import "./Splash.css";

/** The five shapes of the loading animation, in order. */
export const SPLASH_SHAPES = ["round", "emerald", "heart", "oval", "hexagonal"] as const;

/**
 * The splash screen: logo and the five-shape loading animation (CSS only; one still shape when the
 * visitor prefers reduced motion). Shown only while there is nothing server-rendered to look at.
 */
export function Splash() {
  const t = useMessage();
  return (
    <div className="splash" role="status" aria-live="polite">
      <Logo className="splash__logo" />
      <div className="splash__shapes" aria-hidden="true">
        {SPLASH_SHAPES.map((shape, i) => (
          <span key={shape} className="splash__shape" style={{ animationDelay: `${i * 0.24}s` }} data-shape={shape}>
            <ShapeIcon code={shapeOfSlug(shape) ?? "ROUND"} size={30} />
          </span>
        ))}
      </div>
      <span className="visually-hidden">{t("loading")}</span>
    </div>
  );
}
