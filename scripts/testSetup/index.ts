/**
 * The first step of `npm test`: brings src/generated up to date (`npm run codegen`), which the
 * typecheck and the tests need, and makes sure the browser the end-to-end tests drive is there,
 * installing Debian's Chromium when it can (Debian, as root) and otherwise stopping at once with
 * the command that installs it, so no test file fails later on a launch error. Two test runs
 * started at once (CI's two rounds) take turns, so only one of them installs.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureGenerated } from '../codegen';
import { withDirectoryLock } from '../support/directoryLock';
import { chromiumPath, planBrowserSetup, type BrowserPlan, type MachineFacts } from './browserPlan';

const LOCK = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '.browser-setup.lock');

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function readFacts(): MachineFacts {
  const path = chromiumPath();
  return {
    chromiumPath: path,
    hasChromium: isExecutable(path),
    isDebian: existsSync('/etc/debian_version'),
    isRoot: process.getuid?.() === 0,
    hasAptGet: isExecutable('/usr/bin/apt-get'),
  };
}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

function install(plan: Extract<BrowserPlan, { action: 'install' }>): void {
  console.log(plan.say);
  for (const [command, ...args] of plan.commands) {
    const run = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) stop(`"${[command, ...args].join(' ')}" failed (exit ${run.status}); install Chromium by hand and run npm test again.`);
  }
  if (!isExecutable(chromiumPath())) stop(`Chromium was installed but is not at ${chromiumPath()}; set CHROMIUM_PATH to where it is.`);
  console.log('Chromium installed.');
}

await ensureGenerated();

const first = planBrowserSetup(readFacts());
if (first.action === 'stop') stop(first.say);
if (first.action === 'install') {
  await withDirectoryLock(LOCK, async () => {
    const plan = planBrowserSetup(readFacts()); // another run may have installed it meanwhile
    if (plan.action === 'install') install(plan);
  });
}
