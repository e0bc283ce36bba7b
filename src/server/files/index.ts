/**
 * Files of work orders (spec §2.3, §3.9, §7.3; issue 11): upload, list, rename, tag, delete,
 * copy a folder and content links, over the file storage of storage/ (local disk or S3).
 */
import multipart from '@fastify/multipart';
import { FILES_PER_UPLOAD } from '../../domain/files/limits';
import { areaPlugin, type AreaApp } from '../http/areaApp';
import contentRoutes from './content';
import folderRoutes from './folderRoutes';
import uploadRoutes from './upload';

async function fileRoutes(app: AreaApp) {
  await app.register(multipart, {
    limits: { fileSize: app.config.files.maxBytes, files: FILES_PER_UPLOAD, fields: 50, fieldSize: 4096, parts: 60, headerPairs: 100 },
  });
  // A call refused before its body was read (a folder the caller may not see, a file too large):
  // read the rest of the body, so the client gets the answer rather than a broken connection.
  app.addHook('onSend', async (request) => {
    if (!request.raw.readableEnded) request.raw.resume();
  });
  await app.register(uploadRoutes);
  await app.register(folderRoutes);
  await app.register(contentRoutes);
}

export default areaPlugin('files', fileRoutes);
