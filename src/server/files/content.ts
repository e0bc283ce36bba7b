/**
 * GET api/Files/Content?path&token (spec §7.3): a file's bytes, or its thumbnail with
 * thumbnail=true. The token is a content token of contentLinks.ts (what <img src> carries); a
 * caller may instead send its session token as a bearer header. Either way the caller must be
 * an active user of the subscriber the file belongs to who may see the work order: anything
 * else answers 404 (a link of another subscriber's file names nothing in the caller's storage). A
 * content token serves only the file, id and version, it was made for (401 otherwise). Photos,
 * PDFs and text are answered inline under `Content-Security-Policy: sandbox`; every other type
 * is an attachment.
 */
import type { FastifyRequest } from 'fastify';
import { FILE_RULES } from '../../domain/files/access';
import { meets } from '../../domain/access';
import { contentQuery } from '../../domain/files/wire';
import { bearerToken } from '../account/tokenVerifier';
import { notFound, unauthorized } from '../errors';
import type { AreaApp } from '../http/areaApp';
import { refusals } from '../http/responses';
import { loadPrincipal, principalOf, type Principal } from '../plugins/auth';
import { findVisibleWorkOrder } from '../workOrders/visibility';
import { verifyContentToken } from './contentLinks';
import { filePathOr400 } from './guards';
import { fileStorageOf } from './storage';
import { findWorkOrderFile, readWorkOrderFile } from './workOrderFiles';

const INLINE_TYPES = /^(image\/(jpeg|png)|application\/pdf|text\/plain)/;
const LINK_ENDED = 'This link has expired or is not valid. Open the work order\'s files again.';

/**
 * The caller: the user a content token was made for (and only for its path), or a bearer token's
 * user; with a content token, also the file (id and version) the link was made for.
 */
async function callerOf(app: AreaApp, request: FastifyRequest, token: string | undefined, pathLower: string): Promise<{ principal: Principal; boundTo: { id: string; version: number } | null }> {
  if (token !== undefined) {
    const claims = verifyContentToken(app.config.jwtSecret, token);
    if (!claims || claims.p !== pathLower) throw unauthorized(LINK_ENDED);
    const principal = await loadPrincipal(app.db, claims.s, claims.u, claims.iat);
    if (!principal) throw unauthorized(LINK_ENDED);
    return { principal, boundTo: { id: claims.f, version: claims.v } };
  }
  const claims = app.verifiedClaims(bearerToken(request.headers.authorization));
  const caller = claims && (await principalOf(app.db, claims));
  if (!caller) throw unauthorized();
  return { principal: caller.principal, boundTo: null };
}

export default async function contentRoutes(app: AreaApp) {
  const { db, config } = app;
  const storage = fileStorageOf(config);

  app.get(
    '/api/Files/Content',
    {
      // Public to the session check: <img src> cannot send a bearer header. The route checks the content token itself.
      config: { public: true },
      schema: {
        summary: 'A file (or its thumbnail) by its path, with a content token from the listing or a bearer token',
        description:
          'No session token is needed in the URL: the content token of the link (from GET api/Files/List, 15 minutes, this path only) or a bearer header names the caller, who must be an active user of the file\'s subscriber allowed to see the work order (401 for a missing, expired or foreign token, 404 otherwise).',
        querystring: contentQuery,
        response: { 200: { description: 'The file', content: { '*/*': { schema: { format: 'binary' } } } }, ...refusals(401, 404) },
      },
    },
    async (request, reply) => {
      const { path, token, thumbnail } = request.query;
      const parsed = filePathOr400(path);
      const { principal, boundTo } = await callerOf(app, request, token, path.toLowerCase());
      const missing = notFound('This file was not found.');
      if (!meets(principal, FILE_RULES.canSeeWorkOrderFiles) || !(await findVisibleWorkOrder(db, principal, parsed.workOrderId))) throw missing;
      const file = await findWorkOrderFile(db, principal.subscriberId, parsed.workOrderId, parsed.fileName);
      if (!file) throw missing;
      // A link made for another file (renamed, retagged, deleted or replaced since) serves nothing.
      if (boundTo && (boundTo.id !== file.id || boundTo.version !== file.version)) throw unauthorized(LINK_ENDED);
      const bytes = await readWorkOrderFile(storage, file, thumbnail ? 'thumbnail' : 'original');
      if (!bytes) throw missing;
      const contentType = thumbnail ? 'image/jpeg' : file.content_type;
      const disposition = !thumbnail && !INLINE_TYPES.test(contentType) ? 'attachment' : 'inline';
      // Inline answers come from the app's own origin: sandboxed, so a PDF or text can run nothing
      // with the app's rights; nosniff (set on every answer) keeps the browser to the type given.
      if (disposition === 'inline') reply.header('content-security-policy', 'sandbox');
      return reply
        .header('content-type', contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(bytes);
    },
  );
}
