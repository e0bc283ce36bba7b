/**
 * The hand-written areas the shell assembles, in menu order. A new area exports an `AppArea`
 * from `src/custom/<area>/index.ts` and is listed here; menu, Home cards, landing and route
 * guards all read the result.
 */
import type { AccessSubject } from '../domain/access';
import { homeArea } from '../custom/home';
import { permissionsArea } from '../custom/permissions';
import { salesSchedulerArea } from '../custom/salesScheduler';
import { schedulingArea } from '../custom/scheduling';
import { settingsArea } from '../custom/settings';
import { teamLeaderArea } from '../custom/teamLeader';
import { thirdPartyArea } from '../custom/thirdParty';
import { usersOverride } from '../custom/users';
import { workOrdersArea } from '../custom/workOrders';
import { registerOverride } from '../resources/registry/overrides';
import { menuRoutesFor as menuRoutesAmong } from '../ui/navigation/appRoutes';
import type { AppRoute } from '../ui/navigation/routeTypes';

const AREAS = [homeArea, workOrdersArea, teamLeaderArea, schedulingArea, thirdPartyArea, permissionsArea, salesSchedulerArea, settingsArea];

export const APP_ROUTES: readonly AppRoute[] = AREAS.flatMap((area) => area.routes);

/** The paths the app registers: the landing rule chooses only among these (spec §2.2). */
export const APP_PATHS: readonly string[] = APP_ROUTES.map((route) => route.path);

/** The menu entries the user may open, in table order. */
export const menuRoutesFor = (subject: AccessSubject): AppRoute[] => menuRoutesAmong(APP_ROUTES, subject);

/** Hand-written screens that replace generated ones (the users screens); call once at start. */
export function registerAreaOverrides(): void {
  registerOverride(usersOverride);
}
