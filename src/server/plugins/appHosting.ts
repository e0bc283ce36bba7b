/**
 * Serves the built browser app. Hashed assets (their names change with their content) are
 * cached for a year as immutable, and sent as their brotli or gzip copy written at build when
 * the browser accepts one. index.html is never cached, so a release reaches every browser on
 * its next load; other files (icons, the service worker sw.js and its workbox-*.js, the
 * manifest) are revalidated, so a release's worker is found on the next load. Every other page
 * path is answered with index.html (the app routes in the browser). Unknown /api and /hubs
 * paths answer a JSON 404.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { nothingAt } from '../errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER_CACHED = 'no-store';
const REVALIDATED = 'no-cache';

function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  const name = path.basename(filePath).replace(/\.(br|gz)$/, ''); // the compressed copy of index.html too
  return name === 'index.html' ? NEVER_CACHED : REVALIDATED;
}

export async function registerAppHosting(app: FastifyInstance, appDir: string | null): Promise<void> {
  const hasApp = appDir !== null && existsSync(path.join(appDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: true, // files added by a rebuild are served without a restart
      index: ['index.html'],
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', cacheControlFor(filePath));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api') || url.startsWith('/hubs');
    if (isApi || request.method !== 'GET' || !hasApp || path.extname(url.split('?')[0])) {
      const nothing = nothingAt(request);
      return reply.code(nothing.statusCode).send(nothing.body);
    }
    return reply.sendFile('index.html');
  });
}
