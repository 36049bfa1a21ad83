import type { Route } from "./+types/staff-order";
import { StaffOrderView } from "../../components/staff/StaffOrderView.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { loadStaffOrder, STAFF_HEADERS, staffOrderAction } from "./staff.server.ts";

/** /staff/orders/{id}: an order, its history, and the forms that act on it. */
export function loader(args: Route.LoaderArgs) {
  return loadStaffOrder(args);
}

export function action(args: Route.ActionArgs) {
  return staffOrderAction(args);
}

export function headers() {
  return STAFF_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function StaffOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffOrderView data={loaderData} sent={actionData ?? null} />;
}
