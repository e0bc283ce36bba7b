/**
 * How fast this machine is while the bench runs, so that figures taken on different days can be
 * compared: the same two-core machine has run the same code at less than half the speed of
 * another day. Two readings, each the median of three:
 * - JS: a fixed loop of integer arithmetic in this process (CPU speed);
 * - PostgreSQL round trip: a prepared `select $1` on one connection, the unit every request of
 *   the server pays per statement (process wake-ups, loopback TCP).
 * They are printed beside the targets and are not targets themselves.
 */
import pg from 'pg';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function jsLoopMs(): number {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < 100_000_000; i++) sum = (sum + (i % 7)) | 0;
  if (sum === -1) console.log(sum); // keeps the loop from being optimised away
  return performance.now() - started;
}

async function postgresRoundTripUs(url: string): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const batch = async () => {
      const started = performance.now();
      for (let i = 0; i < 2000; i++) await client.query({ name: 'yardstick', text: 'select $1::int as n', values: [i] });
      return ((performance.now() - started) / 2000) * 1000;
    };
    await batch();
    return median([await batch(), await batch(), await batch()]);
  } finally {
    await client.end();
  }
}

/** The JS loop's milliseconds, the median of three after one untimed: a yardstick for figures made of this machine's JS work alone. */
export function jsLoopYardstickMs(): number {
  jsLoopMs();
  return median([jsLoopMs(), jsLoopMs(), jsLoopMs()]);
}

/** One line: "JS loop 212 ms; PostgreSQL round trip 61 µs" (the round trip only when `postgresUrl` is given). */
export async function machineYardstick(postgresUrl: string | null): Promise<string> {
  jsLoopMs();
  const js = `JS loop ${median([jsLoopMs(), jsLoopMs(), jsLoopMs()]).toFixed(0)} ms`;
  return postgresUrl ? `${js}; PostgreSQL round trip ${(await postgresRoundTripUs(postgresUrl)).toFixed(0)} µs` : js;
}
