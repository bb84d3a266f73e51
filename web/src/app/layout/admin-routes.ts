/** Which routes the admin shell frames: kept apart so the router can tell without loading the shell. */
import type { RouteKey } from '@costa/domain';

/** In the order of the admin area's links. */
export const ADMIN_ROUTE_KEYS = ['admin', 'adminOrders', 'adminCalendar', 'adminInbox', 'adminFleet', 'adminCars', 'translate', 'adminLegal', 'adminSettings'] as const satisfies readonly RouteKey[];
export type AdminRouteKey = (typeof ADMIN_ROUTE_KEYS)[number];

export function isAdminRouteKey(key: RouteKey | null): key is AdminRouteKey {
  return (ADMIN_ROUTE_KEYS as readonly (RouteKey | null)[]).includes(key);
}
