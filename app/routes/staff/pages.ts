import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The staff area (docs/product.md#staff-area): one area for consultants at /staff, not under the
 * region prefixes, in a layout of its own with its navigation. Each domain adds its section's pages
 * here (app/routes/thing/staff-*.tsx); orders first.
 */
export const staffRoutes: RouteConfigEntry[] = [
  route("staff", "routes/staff/layout.tsx", { id: "staff" }, [
    index("routes/staff/staff-home.tsx", { id: "staff:/" }),
    route("orders", "routes/staff/staff-orders.tsx", { id: "staff:/orders" }),
    route("orders/:orderId", "routes/staff/staff-order.tsx", { id: "staff:/orders/:orderId" }),
    route("customers/:customerId", "routes/staff/staff-customer.tsx", { id: "staff:/customers/:customerId" }),
  ]),
];
