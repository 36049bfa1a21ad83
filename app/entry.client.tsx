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

/**
 * Resolves once the browser has painted the page as the server sent it (after the next frame), so
 * that the visitor sees it before hydration takes the main thread; at once in a hidden tab, which
 * draws no frames.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== "visible") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void Promise.all([locale ? loadLocaleMessages(locale) : Promise.resolve(), afterFirstPaint()])
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
