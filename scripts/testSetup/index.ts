/**
 * The first step of `npm test`: makes sure the browser the end-to-end tests drive is there,
 * installing Debian's Chromium when it can (Debian, as root) and otherwise stopping at once with
 * the command that installs it, so no test file fails later on a launch error.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { chromiumPath, planBrowserSetup, type MachineFacts } from './browserPlan';

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

const plan = planBrowserSetup(readFacts());
if (plan.action === 'stop') {
  console.error(plan.say);
  process.exit(1);
}
if (plan.action === 'install') {
  console.log(plan.say);
  for (const [command, ...args] of plan.commands) {
    const run = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) {
      console.error(`"${[command, ...args].join(' ')}" failed (exit ${run.status}); install Chromium by hand and run npm test again.`);
      process.exit(1);
    }
  }
  if (!isExecutable(chromiumPath())) {
    console.error(`Chromium was installed but is not at ${chromiumPath()}; set CHROMIUM_PATH to where it is.`);
    process.exit(1);
  }
  console.log('Chromium installed.');
}
