import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { APT_INSTALL, DEFAULT_CHROMIUM_PATH, chromiumPath, planBrowserSetup, type MachineFacts } from '../../scripts/testSetup/browserPlan';

const bareDebianRoot: MachineFacts = { chromiumPath: DEFAULT_CHROMIUM_PATH, hasChromium: false, isDebian: true, isRoot: true, hasAptGet: true };

describe('npm test sets up its browser before anything else', () => {
  it('goes on when Chromium is there', () => {
    expect(planBrowserSetup({ ...bareDebianRoot, hasChromium: true })).toEqual({ action: 'ready' });
  });

  it('installs Debian\'s chromium package as root on Debian, saying what it installs', () => {
    const plan = planBrowserSetup(bareDebianRoot);
    expect(plan.action).toBe('install');
    if (plan.action !== 'install') return;
    expect(plan.say).toMatch(/Installing Debian's package "chromium"/);
    expect(plan.commands.at(-1)).toEqual(APT_INSTALL);
    expect(plan.commands[0].slice(0, 2)).toEqual(['apt-get', 'update']);
  });

  it('stops at once with the one command that installs it when not root', () => {
    const plan = planBrowserSetup({ ...bareDebianRoot, isRoot: false });
    expect(plan).toEqual({ action: 'stop', say: expect.stringContaining('sudo apt-get install -y chromium') });
  });

  it('stops and says how to name another browser path off Debian or with CHROMIUM_PATH set elsewhere', () => {
    const offDebian = planBrowserSetup({ ...bareDebianRoot, isDebian: false, hasAptGet: false });
    expect(offDebian).toEqual({ action: 'stop', say: expect.stringContaining('CHROMIUM_PATH=/path/to/chromium npm test') });
    const elsewhere = planBrowserSetup({ ...bareDebianRoot, chromiumPath: '/opt/chromium/chrome' });
    expect(elsewhere.action).toBe('stop');
  });

  it('reads the browser path from CHROMIUM_PATH, else Debian\'s', () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome');
  });

  it('stops the test command with exit 1 and the message when the browser named is missing off Debian\'s path', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/testSetup/index.ts'], {
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The end-to-end tests need Chromium at /nonexistent/chromium');
  }, 60_000); // npx and tsx start a Node process: seconds on a busy machine
});
