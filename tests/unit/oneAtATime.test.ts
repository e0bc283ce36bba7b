/** The per-technician queue of clock writes (src/server/timeTracking/oneAtATime.ts). */
import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../src/server/timeTracking/oneAtATime';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('oneAtATime', () => {
  it("runs one key's work in the order given, each after the one before has settled", async () => {
    const run = oneAtATime<number>();
    const log: string[] = [];
    const work = (name: string, ms: number) => async () => {
      log.push(`${name} starts`);
      await later(ms);
      log.push(`${name} ends`);
      return name;
    };
    const answers = await Promise.all([run(7, work('first', 30)), run(7, work('second', 1)), run(7, work('third', 1))]);
    expect(answers).toEqual(['first', 'second', 'third']);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends', 'third starts', 'third ends']);
  });

  it('a failure is answered to its own caller only; the next work still runs', async () => {
    const run = oneAtATime<number>();
    const failing = run(7, async () => {
      await later(5);
      throw new Error('refused');
    });
    const next = run(7, async () => 'ran');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
  });

  it('different keys do not wait for each other', async () => {
    const run = oneAtATime<number>();
    const log: string[] = [];
    let release!: () => void;
    const slow = run(1, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      log.push('slow');
    });
    await run(2, async () => log.push('other key'));
    release();
    await slow;
    expect(log).toEqual(['other key', 'slow']);
  });
});
