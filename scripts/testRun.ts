/**
 * The tests of `npm test`, after its set-up and type check: the browser tests in one vitest
 * process and the unit and API tests in another, side by side. The browser tests spend most of
 * their time waiting on Chromium and the server, one file after another, so the machine has
 * room beside them for the API tests, which used to wait for their turn before the browser
 * tests began. The browser tests' report is printed as it comes; the unit and API tests' report
 * whole when they end, so the two never interleave line by line. The run fails when either does.
 *
 * Arguments (`npm test -- tests/unit/money.test.ts`) go to one plain `vitest run` instead.
 */
import { spawn } from 'node:child_process';

const vitest = (args: string[], output: 'inherit' | 'pipe') =>
  spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], { stdio: ['ignore', output, output] });

function exitCodeOf(child: ReturnType<typeof vitest>): Promise<number> {
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const children: ReturnType<typeof vitest>[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

const args = process.argv.slice(2);
if (args.length) {
  const child = vitest(args, 'inherit');
  children.push(child);
  process.exit(await exitCodeOf(child));
}

const browser = vitest(['--project', 'e2e'], 'inherit');
const rest = vitest(['--project', 'unit', '--project', 'api'], 'pipe');
children.push(browser, rest);
const report: Buffer[] = [];
rest.stdout!.on('data', (chunk: Buffer) => report.push(chunk));
rest.stderr!.on('data', (chunk: Buffer) => report.push(chunk));

const restDone = exitCodeOf(rest).then((code) => {
  process.stdout.write(`\n──── unit and API tests (${code === 0 ? 'passed' : 'failed'}) ────\n`);
  process.stdout.write(Buffer.concat(report));
  process.stdout.write('──── end of the unit and API tests ────\n\n');
  return code;
});
const codes = await Promise.all([restDone, exitCodeOf(browser)]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
