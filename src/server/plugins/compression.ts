/**
 * Compresses answers on the wire: JSON and other text answers above 1 KB go out as brotli or
 * gzip, whichever the browser prefers. The app's built assets already have their compressed
 * copies beside them (written at build), which the static hosting sends as they are; this hook
 * leaves an answer that already has a Content-Encoding alone. Compressed request bodies are
 * not accepted: nothing FieldDesk's browser sends needs them, and a small compressed body could
 * otherwise unpack past the body limit.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
