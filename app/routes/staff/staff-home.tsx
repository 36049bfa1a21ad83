import type { Route } from "./+types/staff-home";
import { loadStaffHome } from "./staff.server.ts";

/** /staff: goes to the area's first section, the orders. */
export function loader(args: Route.LoaderArgs) {
  return loadStaffHome(args);
}

export default function StaffHome() {
  return null;
}
