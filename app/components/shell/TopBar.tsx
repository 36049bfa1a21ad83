import { StoreLink } from "../ui/StoreLink.tsx";
import { useSite } from "../../lib/site.tsx";
import { deferredView } from "../../lib/lazy-view.tsx";
import "./TopBar.css";
import "./WorkingHoursFlag.css";

// The flag is drawn by the server and keeps that state until the page has hydrated; then its script
// (with the working-hours rules and London's clock) loads and it follows the browser's clock
// (app/lib/lazy-view.tsx). Its stylesheet comes with the shell's.
const WorkingHoursFlag = deferredView(() => import("./WorkingHoursFlag.tsx").then((m) => m.WorkingHoursFlag));

/** The top bar: the site-wide message, and the consultation prompt with the working-hours flag. */
export function TopBar() {
  const { init } = useSite();
  const message = init?.topBar.siteWideMessage;
  const prompt = init?.topBar.consultationPrompt;
  if (!message && !prompt) return null;
  return (
    <div className="top-bar">
      <div className="top-bar__inner container">
        <WorkingHoursFlag className="top-bar__hours" />
        {message ? (
          <p className="top-bar__message">
            {message.message}
            {message.link ? (
              <>
                {" "}
                <StoreLink link={message.link} className="top-bar__link" />
              </>
            ) : null}
          </p>
        ) : (
          <span />
        )}
        {prompt ? <StoreLink link={prompt.link} className="top-bar__prompt" /> : <span />}
      </div>
    </div>
  );
}
