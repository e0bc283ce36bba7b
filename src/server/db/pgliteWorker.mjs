// @ts-check
/**
 * PGlite's own thread, started by pgliteThread.ts: opens the database in `workerData.dir` and runs
 * each batch of protocol messages it is sent, in order, answering with the protocol bytes.
 *
 * Plain JavaScript, so that the compiled server (build/server) and the TypeScript one run the
 * same file: a worker is started from a file, and `npm start` loads no TypeScript compiler.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @param {Uint8Array[]} chunks copies of their own, so one alone is already the answer */
function joined(chunks) {
  if (chunks.length === 1) return chunks[0];
  const answer = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    answer.set(chunk, at);
    at += chunk.length;
  }
  return answer;
}

/** @param {PGlite} pglite @param {Uint8Array} batch */
async function run(pglite, batch) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  // The chunks PGlite hands over are views of its receive buffer, reused by the next call.
  await pglite.execProtocolRawStream(batch, { onRawData: (chunk) => chunks.push(chunk.slice()) });
  return joined(chunks);
}

try {
  // pg_trgm backs the lists' trigram indexes (migration 0005); PGlite loads an extension only when told.
  const pglite = await PGlite.create(workerData.dir, { extensions: { pg_trgm } });
  let done = Promise.resolve();
  port.on('message', (/** @type {{ batch: Uint8Array } | { close: true }} */ message) => {
    done = done.then(async () => {
      if ('close' in message) {
        await pglite.close();
        port.postMessage({ closed: true });
        port.close();
        return;
      }
      try {
        const answer = await run(pglite, message.batch);
        port.postMessage({ answer }, [answer.buffer]);
      } catch (error) {
        port.postMessage({ error: error instanceof Error ? error.message : String(error) });
      }
    });
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
