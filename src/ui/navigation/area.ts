import type { AppRoute } from './routeTypes';

/**
 * What a hand-written area gives the shell (`src/custom/<area>/index.ts`): its pages, each with
 * path, title, requirement and menu entry. The shell lists the areas; nothing else registers a
 * page.
 */
export interface AppArea {
  name: string;
  routes: readonly AppRoute[];
}
