/**
 * What `npm test` does about the browser the end-to-end tests drive, decided from facts about
 * the machine (pure, so every case is tested without touching the machine).
 */

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Where the end-to-end tests find Chromium: `CHROMIUM_PATH`, else Debian's package's path. */
export const chromiumPath = (env: NodeJS.ProcessEnv = process.env): string => env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;

export interface MachineFacts {
  chromiumPath: string;
  hasChromium: boolean;
  isDebian: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}

export type BrowserPlan =
  | { action: 'ready' }
  | { action: 'install'; say: string; commands: string[][] }
  | { action: 'stop'; say: string };

export const APT_INSTALL = ['apt-get', 'install', '-y', '-qq', 'chromium'];

export function planBrowserSetup(facts: MachineFacts): BrowserPlan {
  if (facts.hasChromium) return { action: 'ready' };
  const missing = `The end-to-end tests need Chromium at ${facts.chromiumPath}, and it is not there.`;
  if (facts.isDebian && facts.hasAptGet && facts.chromiumPath === DEFAULT_CHROMIUM_PATH) {
    if (facts.isRoot) {
      return {
        action: 'install',
        say: `${missing} Installing Debian's package "chromium" (apt-get update, then apt-get install -y chromium)...`,
        commands: [['apt-get', 'update', '-qq'], APT_INSTALL],
      };
    }
    return { action: 'stop', say: `${missing} Install it with:\n\n  sudo apt-get install -y chromium\n\nthen run npm test again.` };
  }
  return {
    action: 'stop',
    say:
      `${missing} Install Chromium with your system's package manager and, unless it lands at ` +
      `${DEFAULT_CHROMIUM_PATH}, name it for the tests:\n\n  CHROMIUM_PATH=/path/to/chromium npm test\n`,
  };
}
