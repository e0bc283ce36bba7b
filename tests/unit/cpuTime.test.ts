/**
 * The bench's CPU accounting (scripts/bench/cpuTime.ts): a process tree's time includes children
 * that have ended, as the pooled PostgreSQL sessions and the server processes of a bench run may
 * have by the time it is read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { machineCpuMs, postmasterOf, processTreeCpuMs } from '../../scripts/bench/cpuTime';

/**
 * A process whose child spins for `ms` of its own CPU time and exits; the process then stays,
 * having spent little itself, until it is killed. Resolves with it once the child has ended.
 */
function parentOfEndedSpinner(ms: number) {
  const spinner = `const end = process.cpuUsage().user + ${ms * 1000}; while (process.cpuUsage().user < end);`;
  const parent = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(spinner)}]).once('exit', () => { console.log('ended'); setInterval(() => {}, 1000); });`;
  const child = spawn(process.execPath, ['-e', parent], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise<ChildProcess>((resolve) => child.stdout.once('data', () => resolve(child)));
}

// cpuTime.ts reads /proc, which only Linux has (elsewhere the bench prints the CPU as unknown).
const withoutProc = process.platform === 'linux' ? null : `The CPU accounting reads /proc, which ${process.platform} does not have: its tests are skipped.`;
if (withoutProc) console.warn(withoutProc);

describe.skipIf(withoutProc !== null)('CPU time of a process tree', () => {
  it('counts the CPU of children that have ended', async () => {
    const parent = await parentOfEndedSpinner(500);
    try {
      // The ended child's 500 ms (Linux counts in 10 ms ticks); the parent alone spends far less.
      expect(processTreeCpuMs(parent.pid!)).toBeGreaterThanOrEqual(480);
    } finally {
      parent.kill();
    }
  }, 30_000);

  it('knows no tree for a process that is not there, and no postmaster for a process that is not PostgreSQL', () => {
    expect(processTreeCpuMs(2 ** 22 + 1)).toBeNull();
    expect(postmasterOf(process.pid)).toBeNull();
  });

  it("reads the machine's busy time as part of its total", () => {
    const reading = machineCpuMs()!;
    expect(reading.busy).toBeGreaterThan(0);
    expect(reading.total).toBeGreaterThan(reading.busy);
  });
});
