import { StoreLink } from "../ui/StoreLink.tsx";
import { useSite } from "../../lib/site.tsx";
import "./PreHeader.css";

/** The pre-header: one editorial link above the header (shown with the header, once the main menu is loaded). */
export function PreHeader() {
  const { init } = useSite();
  const link = init?.preHeader.link;
  if (!link) return null;
  return (
    <div className="pre-header">
      <StoreLink link={link} className="pre-header__link" />
    </div>
  );
}
