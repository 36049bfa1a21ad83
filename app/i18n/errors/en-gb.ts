/**
 * The error pages' messages in en-gb (built in): not found, the server's error and the store that
 * could not start (app/components/shell/ErrorScreens.tsx). Fixed wording (docs/product.md#error-pages).
 * They load with the error screens, not with every page; the page title of a page not found and the
 * critical error, which the browser shows on its own, are the shell's (../shell/en-gb.ts).
 */
export const errorsEnGb = {
  not_found_message: "Please use the main menu to find what you're looking for.",
  not_found_home: "Back to the home page",
  server_error_title: "Oops! Something went wrong.",
  server_error_message: "This error has been logged and we have been notified.",
  server_error_contact: "If the problem persists, please contact us.",
  server_error_request_id: "Request ID: {requestId}",
  call_us: "Call {phone}",
  init_error_title: "The store could not start.",
  init_error_message: "We could not load the store. Trying again clears the data this site keeps in your browser and reloads the page.",
  init_error_try_again: "Try Again",
} as const;
