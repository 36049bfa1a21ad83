import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { StaffFrame } from "../../components/staff/StaffFrame.tsx";
import { loadStaffLayout, STAFF_HEADERS } from "./staff.server.ts";

/** The staff area's frame: its own navigation around each section's page (consultants only). */
export function loader(args: Route.LoaderArgs) {
  return loadStaffLayout(args);
}

export function headers() {
  return STAFF_HEADERS;
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame member={loaderData.member} acting={loaderData.acting}>
      <Outlet />
    </StaffFrame>
  );
}
