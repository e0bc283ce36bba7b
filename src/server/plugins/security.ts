/**
 * Security headers on every answer. The CSP allows scripts only from this origin (the app's
 * bundles are files, never inline); MUI's emotion injects <style> tags, so styles may be inline.
 * HSTS is sent only when the request came over TLS (directly or through a proxy that says so).
 * Every API and hub answer is `Cache-Control: no-store`.
 *
 * Helmet's headers depend on nothing in the request, so they are worked out once, by running its
 * middleware on a stand-in answer, and every answer gets them as they are: helmet's middleware
 * run for each request cost about as much as checking the request's token.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** The headers helmet sets, by name, read off one run of its middleware. */
function helmetHeaders(): Record<string, string> {
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  securityHeaders({} as never, answer as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // API answers carry tokens and users' data: no browser or proxy may keep them. The API
    // description's page and files (/api/docs) are static and may be cached.
    if (/^\/(api|hubs)\//.test(request.url) && !request.url.startsWith('/api/docs')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
