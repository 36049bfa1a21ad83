import type { Route } from "./+types/impersonate";
import { impersonateAction, loadImpersonate, ORDER_HEADERS } from "./orders.server.ts";

/**
 * /impersonate/{order id}: a consultant starts seeing the store as the order's customer (then lands on
 * the customer's order); a post ends it and goes back to the staff order page. Anyone else: 404.
 */
export function loader(args: Route.LoaderArgs) {
  return loadImpersonate(args);
}

export function action(args: Route.ActionArgs) {
  return impersonateAction(args);
}

export function headers() {
  return ORDER_HEADERS;
}

export default function ImpersonatePage() {
  return null;
}
