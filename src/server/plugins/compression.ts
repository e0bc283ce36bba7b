/**
 * Compresses answers on the wire: JSON and other text answers above 1 KB go out as brotli or
 * gzip, whichever the browser prefers. The app's built assets already have their compressed
 * copies beside them (written at build), which the static hosting sends as they are; this hook
 * leaves an answer that already has a Content-Encoding alone. Compressed request bodies are
 * not accepted: nothing FieldDesk's browser sends needs them, and a small compressed body could
 * otherwise unpack past the body limit.
 *
 * List pages answer with `Content-Range: <name> <first>-<last>/<total>` (ra-data-simple-rest):
 * a range of rows, not of bytes. @fastify/compress leaves every answer with a Content-Range as
 * it is, taking it for partial content, so a phone fetched its lists uncompressed. A row range
 * is set aside while the answer is compressed and put back after; a byte range (a 206 from the
 * static hosting) still goes out uncompressed.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in one call on the request's own thread; bigger ones
 * stream through zlib's thread pool. @fastify/compress sets the line by the machine's cores (8
 * KB on two), for throughput; a list page of 50 records is about 35 KB, which brotli
 * compresses in a fraction of a millisecond, while through the stream the page kept about twice
 * as many objects alive through each young-generation collection.
 */
const SYNC_COMPRESSION_UP_TO_BYTES = 64 * 1024;

const rowRanges = new WeakMap<FastifyReply, string>();

function setRowRangeAside(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  const range = reply.getHeader('content-range');
  if (typeof range === 'string' && !range.startsWith('bytes ')) {
    rowRanges.set(reply, range);
    reply.removeHeader('content-range');
  }
  done(null, payload);
}

function putRowRangeBack(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  const range = rowRanges.get(reply);
  if (range !== undefined) reply.header('content-range', range);
  done(null, payload);
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', setRowRangeAside); // an instance hook: runs before every route's own onSend hooks
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    syncThreshold: SYNC_COMPRESSION_UP_TO_BYTES,
  });
  // @fastify/compress adds its onSend to each route as it is declared; this runs after it.
  app.addHook('onRoute', (route) => {
    const own = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...own, putRowRangeBack as onSendHookHandler];
  });
}
