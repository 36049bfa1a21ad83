import type { Route } from "./+types/staff-orders";
import { StaffOrdersView } from "../../components/staff/StaffOrdersView.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { loadStaffOrders, STAFF_HEADERS } from "./staff.server.ts";

/** /staff/orders?status=: orders by status. */
export function loader(args: Route.LoaderArgs) {
  return loadStaffOrders(args);
}

export function headers() {
  return STAFF_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function StaffOrdersPage({ loaderData }: Route.ComponentProps) {
  return <StaffOrdersView data={loaderData} />;
}
