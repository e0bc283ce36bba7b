/**
 * The pages the shell registered, for the screens that show other areas (Home's cards). The
 * shell assembles the areas and provides them here, so an area never imports the shell.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { meets, type AccessSubject } from '../../domain/access';
import type { AppRoute } from './routeTypes';

/** The menu entries this subject may open, in the order given. */
export const menuRoutesFor = (routes: readonly AppRoute[], subject: AccessSubject): AppRoute[] =>
  routes.filter((route) => route.menu && meets(subject, route.requires));

const AppRoutesContext = createContext<readonly AppRoute[]>([]);

export function AppRoutesProvider({ routes, children }: { routes: readonly AppRoute[]; children: ReactNode }) {
  return <AppRoutesContext.Provider value={routes}>{children}</AppRoutesContext.Provider>;
}

/** Every page of the app, in menu order. */
export const useAppRoutes = (): readonly AppRoute[] => useContext(AppRoutesContext);
