/**
 * Serves the built browser app: hashed assets with a long cache, every other page path
 * answered with index.html (the app routes in the browser). Unknown /api and /hubs paths
 * answer a JSON 404.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

export async function registerAppHosting(app: FastifyInstance, appDir: string | null): Promise<void> {
  const hasApp = appDir !== null && existsSync(path.join(appDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: true, // files added by a rebuild are served without a restart
      index: ['index.html'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api') || url.startsWith('/hubs');
    if (isApi || request.method !== 'GET' || !hasApp || path.extname(url.split('?')[0])) {
      return reply.code(404).send({ message: `Nothing is at ${request.method} ${url.split('?')[0]}.` });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
