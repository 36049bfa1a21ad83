import type { Route } from "./+types/staff-customer";
import { StaffCustomerView } from "../../components/staff/StaffCustomerView.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { loadStaffCustomer, STAFF_HEADERS } from "./staff.server.ts";

/** /staff/customers/{customer id}: a customer's details and orders (the profile's staff link). */
export function loader(args: Route.LoaderArgs) {
  return loadStaffCustomer(args);
}

export function headers() {
  return STAFF_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function StaffCustomerPage({ loaderData }: Route.ComponentProps) {
  return <StaffCustomerView data={loaderData} />;
}
