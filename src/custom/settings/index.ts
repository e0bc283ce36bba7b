/**
 * The Settings page (issue 34): the settings lists the user may open, in groups, with a search
 * of its own. The menu offers it as one Settings entry instead of the lists one by one
 * (src/app/layout/menuEntries.ts). It needs no permission of its own: it shows the lists the
 * server lets the user read, and the server guards each list.
 */
import { SETTINGS_PATH } from '../../domain/resources/paths';
import { lazyArea } from '../../ui/lazy/lazyArea';
import type { AppArea } from '../../ui/navigation/area';

export const settingsArea: AppArea = {
  name: 'settings',
  routes: [{ path: SETTINGS_PATH, title: 'Settings', component: lazyArea('settings', () => import('./SettingsPage')) }],
};
