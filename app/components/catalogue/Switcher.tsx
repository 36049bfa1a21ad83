import { Link } from "../ui/Link.tsx";
import { MetalSwatch } from "./MetalSwatch.tsx";
import { ShapeIcon } from "../ui/ShapeIcon.tsx";
import type { LinkOption } from "./types.ts";
import "./Switcher.css";

interface SwitcherProps {
  /** "Metal", "Centre stone shape". */
  legend: string;
  kind: "metal" | "shape";
  options: LinkOption[];
}

/**
 * Metal and shape switchers of a product page: every choice is a link to the product in that metal
 * or shape, so the URL changes (and can be shared); the current one is marked for assistive technology.
 */
export function Switcher({ legend, kind, options }: SwitcherProps) {
  if (options.length === 0) return null;
  const current = options.find((o) => o.selected);
  return (
    <nav className="cat-switcher" data-kind={kind} aria-label={legend}>
      <p className="cat-label">
        {legend}
        {current ? <span className="cat-switcher__current">: {current.label}</span> : null}
      </p>
      <ul className="cat-switcher__list">
        {options.map((option) => (
          <li key={option.code}>
            <Link
              to={option.href}
              className="cat-switcher__option"
              aria-current={option.selected ? "page" : undefined}
              title={option.label}
              preventScrollReset
              replace
              data-code={option.code}
              data-focus-id={`${kind}:${option.code}`}
            >
              {kind === "metal" ? <MetalSwatch code={option.code} /> : <ShapeIcon code={option.code} size={30} />}
              <span className="cat-visually-hidden">{option.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
