import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Unexpected window errors are logged (and would be reported to the error service).
window.addEventListener("error", (event) => console.error("Unexpected error", event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => console.error("Unhandled rejection", event.reason));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
