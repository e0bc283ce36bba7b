/**
 * node-postgres reaches PGlite through PgliteWire as it reaches PostgreSQL through a socket:
 * it writes protocol messages, PGlite answers with protocol bytes, and node-postgres's own
 * parser reads them.
 *
 * Why not PGlite's node-postgres connection: it hands each message to PGlite on its own (five
 * calls into the database for one statement) and parses every answer in PGlite's parser, which
 * copies each field's bytes into an ArrayBuffer of its own before decoding it: a page of 50
 * vendors made about 750 of them. Here the messages of one statement, up to its Sync, go to
 * PGlite's thread (pgliteThread.ts) in one message, and the answer comes back in one piece.
 *
 * PGlite's parser is also where its `listen` hears notifications; the answers no longer pass
 * through it, so node-postgres reports them instead (`notification` events of the pool's client).
 */
import { Duplex } from 'node:stream';
import type { PgliteThread } from './pgliteThread';

/** Message types after which the client waits for an answer: Sync, simple Query, Flush, Terminate. */
const ENDS_A_BATCH = new Set(['S', 'Q', 'H', 'X'].map((type) => type.charCodeAt(0)));

export class PgliteWire extends Duplex {
  private pending: Buffer[] = [];
  private started = false;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly pglite: PgliteThread) {
    super();
  }

  /** Called by node-postgres as on a socket; PGlite is already open. */
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  _read(): void {}

  _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    // The first message is the startup packet, which has no type byte. node-postgres writes
    // every later message on its own, so a chunk's first byte is its type.
    const endsBatch = !this.started || ENDS_A_BATCH.has(chunk[0]);
    this.started = true;
    if (endsBatch) {
      const batch = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
      this.pending = [];
      this.running = this.running.then(() => this.send(batch));
    }
    done();
  }

  _final(done: (error?: Error | null) => void): void {
    void this.running.then(() => {
      this.push(null);
      done();
    });
  }

  private async send(batch: Buffer): Promise<void> {
    let answer: Buffer;
    try {
      answer = await this.pglite.exec(batch);
    } catch (error) {
      this.destroy(error as Error);
      return;
    }
    if (answer.length) this.push(answer);
  }
}
