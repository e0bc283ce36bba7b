/** A clock request's retry while its first try is under way (src/server/timeTracking/retriesInFlight.ts). */
import { describe, expect, it } from 'vitest';
import { retriesInFlight } from '../../src/server/timeTracking/retriesInFlight';

interface Answer {
  laborId: number;
  changed: boolean;
}

const asRetry = (first: Answer): Answer => ({ ...first, changed: false });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('retriesInFlight', () => {
  it("a retry that arrives while its first try is under way answers the first try's answer as a retry's, without running its own work", async () => {
    const run = retriesInFlight<Answer>();
    const firstTry = deferred<Answer>();
    let retryRan = false;
    const first = run('7:request-a:10', () => firstTry.promise, asRetry);
    const retry = run(
      '7:request-a:10',
      async () => {
        retryRan = true;
        return { laborId: 99, changed: true };
      },
      asRetry,
    );
    firstTry.resolve({ laborId: 41, changed: true });
    expect(await first).toEqual({ laborId: 41, changed: true });
    expect(await retry).toEqual({ laborId: 41, changed: false });
    expect(retryRan).toBe(false);
  });

  it('a retry of a first try that failed runs its own work, after the failure', async () => {
    const run = retriesInFlight<Answer>();
    const firstTry = deferred<Answer>();
    const first = run('7:request-a:10', () => firstTry.promise, asRetry);
    const retry = run('7:request-a:10', async () => ({ laborId: 42, changed: true }), asRetry);
    firstTry.reject(new Error('the connection dropped'));
    await expect(first).rejects.toThrow('the connection dropped');
    expect(await retry).toEqual({ laborId: 42, changed: true });
  });

  it('once the first try has answered, a later request with the same key runs its own work (it reads the database)', async () => {
    const run = retriesInFlight<Answer>();
    await run('7:request-a:10', async () => ({ laborId: 41, changed: true }), asRetry);
    expect(await run('7:request-a:10', async () => ({ laborId: 41, changed: false }), asRetry)).toEqual({ laborId: 41, changed: false });
  });

  it('requests with other keys (another request id, order or technician) never share an answer', async () => {
    const run = retriesInFlight<Answer>();
    const firstTry = deferred<Answer>();
    const first = run('7:request-a:10', () => firstTry.promise, asRetry);
    const otherOrder = await run('7:request-a:11', async () => ({ laborId: 50, changed: true }), asRetry);
    const otherTechnician = await run('8:request-a:10', async () => ({ laborId: 51, changed: true }), asRetry);
    expect([otherOrder.laborId, otherTechnician.laborId]).toEqual([50, 51]);
    firstTry.resolve({ laborId: 41, changed: true });
    await first;
  });
});
