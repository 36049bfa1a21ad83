import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { LOCALES, languageTag } from "../core/regions.ts";
import { loadLocaleMessages } from "./i18n/index.ts";

// Unexpected window errors are logged (and would be reported to the error service).
window.addEventListener("error", (event) => console.error("Unexpected error", event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => console.error("Unhandled rejection", event.reason));

// The page's words: its locale's bundle (differences from the built-in en-gb) is loaded before it hydrates.
const locale = LOCALES.find((l) => languageTag(l) === document.documentElement.lang);

// The page has been painted before this runs: the document asks for its scripts after its first frame
// (app/lib/scripts.tsx), so the visitor sees the page before hydration takes the main thread.
void (locale ? loadLocaleMessages(locale) : Promise.resolve())
  .catch((error: unknown) => console.error("Loading the locale's messages failed", error))
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
