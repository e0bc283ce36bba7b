/**
 * PGlite on a thread of its own (pgliteWorker.mjs). PGlite is PostgreSQL compiled to
 * WebAssembly and runs each query synchronously: on the server's thread, every query held up
 * every other request while it ran, and a request's answer waited for all the queries queued
 * before it. On its own thread the database runs one request's queries while the server reads,
 * checks and answers others, on the machine's other core. The wire protocol's bytes cross
 * between the two threads as they are (pgliteWire.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';

/**
 * How much a WebAssembly function runs before V8 compiles it again with its optimising compiler
 * (V8's unit: roughly bytes of code executed; its default is 1,800,000). PostgreSQL runs a great
 * deal of code once as it opens a database and first meets each table, and at V8's default much
 * of it was recompiled on the machine's cores while the server started: opening and preparing
 * the database waited for it, and the PGlite thread stood still for a while after it opened.
 * At thirty times the default a warm start answers markedly sooner (docs/performance.md); the
 * queries a server repeats still reach the optimised code
 * within their first few hundred runs, and ran as fast as before once there. The flag is the
 * process's, read when a module is instantiated: set before the worker loads PGlite.
 */
export const WASM_TIERING_BUDGET = 54_000_000;

type WorkerMessage = { ready: true } | { answer: Uint8Array } | { error: string } | { closed: true };

interface Waiting {
  resolve(answer: Buffer): void;
  reject(error: Error): void;
}

export class PgliteThread {
  /** Batches sent and not answered yet, in the order sent: the worker answers them in that order. */
  private readonly waiting: Waiting[] = [];
  private failure: Error | null = null;
  private onClosed: (() => void) | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: WorkerMessage) => this.heard(message));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => this.fail(new Error('The PGlite thread stopped.')));
    this.worker.unref();
  }

  /** Opens the database in `dir` on a new thread, once it is ready. */
  static async start(dir: string): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dir } });
    // Only these listeners go: the worker keeps listeners of its own that deliver its messages.
    const opened = await new Promise<WorkerMessage>((resolve, reject) => {
      const heard = (message: WorkerMessage) => (worker.off('error', failed), resolve(message));
      const failed = (error: Error) => (worker.off('message', heard), reject(error));
      worker.once('message', heard);
      worker.once('error', failed);
    });
    if ('error' in opened) {
      await worker.terminate();
      throw new Error(`PGlite could not open ${dir}: ${opened.error}`);
    }
    return new PgliteThread(worker);
  }

  /** Runs one batch of protocol messages and answers PGlite's protocol bytes. */
  exec(batch: Buffer): Promise<Buffer> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.keepProcessAlive();
      // A copy of just these bytes, handed over: posting the Buffer itself would copy the whole
      // memory it is a view of (often Node's shared 8 KB pool) to the other thread.
      const bytes = new Uint8Array(batch);
      this.worker.postMessage({ batch: bytes }, [bytes.buffer]);
    });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    const closed = new Promise<void>((resolve) => (this.onClosed = resolve));
    this.keepProcessAlive();
    this.worker.postMessage({ close: true });
    await closed;
    await this.worker.terminate();
  }

  /** An answer awaited keeps the process alive, as a socket to PostgreSQL would; an idle thread does not. */
  private keepProcessAlive() {
    if (this.waiting.length || this.onClosed) this.worker.ref();
    else this.worker.unref();
  }

  private heard(message: WorkerMessage) {
    if ('closed' in message) {
      this.failure = new Error('PGlite is closed.');
      this.onClosed?.();
      return;
    }
    const waiting = this.waiting.shift();
    this.keepProcessAlive();
    if (!waiting) return;
    if ('answer' in message) waiting.resolve(Buffer.from(message.answer.buffer, message.answer.byteOffset, message.answer.byteLength));
    else if ('error' in message) waiting.reject(new Error(message.error));
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const waiting of this.waiting.splice(0)) waiting.reject(error);
    this.onClosed?.();
  }
}

/**
 * Starts opening the PGlite database of `dataDir` (in its pglite folder) on a thread of its own.
 * `npm start` calls it before it loads the rest of the server (main.ts), so that the two take
 * their time side by side on the machine's cores.
 */
export function startPglite(dataDir: string): Promise<PgliteThread> {
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const opening = PgliteThread.start(dir);
  opening.catch(() => undefined); // reported where it is awaited, not as an unhandled rejection meanwhile
  return opening;
}
