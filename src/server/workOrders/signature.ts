/**
 * The customer's signature on an order (spec §2.3 signature pad, a 300x200 PNG): PUT stores it
 * (technicians collect it, so Work Orders write is enough) and keeps the signed sign-off summary
 * as a PDF (signOffPdf.ts, signOffStore.ts), GET serves the PNG, DELETE clears it (editing the
 * order) and leaves the PDFs already signed as they are.
 */
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { WORK_ORDER_RULES } from '../../domain/workOrders/access';
import { signatureBody, workOrderIdParams } from '../../domain/workOrders/wire';
import { SIGNATURE_STATE_SCHEMA } from '../../domain/workOrders/responses';
import { SIGN_OFF_MESSAGES, SIGN_OFF_RECORD_SCHEMA } from '../../domain/workOrders/signOff';
import { badRequest, conflict, notFound } from '../errors';
import { refusals } from '../http/responses';
import { apiDateTimeOrNull } from '../http/timeZone';
import { type AreaApp } from '../http/areaApp';
import { visibleWorkOrderOr404 } from './guards';
import { IMAGE_MAX_PIXELS } from '../../domain/files/limits';
import { imageSizeOf } from '../files/imageLimits';
import { fileStorageOf } from '../files/storage';
import { renderSignOffPdf } from './signOffPdf';
import { removeSignOffPdf, signOffRecordOf, writeSignOffPdf } from './signOffStore';
import { printedPhotosOf } from './signOffPhotos';
import { keptSummary, signOffSummaryOf } from './signOffSummary';

const SIGNATURE_MAX_BYTES = 512 * 1024;
/** The signature box of the PDF (225 × 150 points) at twice its size. */
const SIGNATURE_PRINT_BOX = { width: 450, height: 300 };
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * The largest signature taken, in pixels: the pad draws 300 × 200, a phone with a dense screen
 * exports it at up to three or four times that. Read from the PNG's header before anything
 * decodes it.
 */
const SIGNATURE_MAX_EDGE = 2000;

const notPng = () => badRequest('The signature is not a PNG image.', { signaturePng: ['The signature is not a PNG image.'] });

/** The PNG bytes of a data URL, or a 400 saying what is wrong with it (its width and height read from its header, never decoded). */
async function pngOf(dataUrl: string): Promise<Buffer> {
  const refuse = (message: string) => badRequest(message, { signaturePng: [message] });
  const base64 = DATA_URL.exec(dataUrl)?.[1];
  if (!base64) throw refuse('The signature must be a data:image/png;base64 URL.');
  const png = Buffer.from(base64, 'base64');
  if (png.length < PNG_MAGIC.length + 1 || !png.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) throw refuse('The signature is not a PNG image.');
  if (png.length > SIGNATURE_MAX_BYTES) throw refuse(`The signature image may be at most ${SIGNATURE_MAX_BYTES / 1024} KB.`);
  const size = await imageSizeOf(png);
  if (!size) throw notPng();
  if (size.width > SIGNATURE_MAX_EDGE || size.height > SIGNATURE_MAX_EDGE) {
    throw refuse(`The signature image may be at most ${SIGNATURE_MAX_EDGE} × ${SIGNATURE_MAX_EDGE} pixels; this one is ${size.width} × ${size.height}.`);
  }
  return png;
}

/**
 * The signature as the PDF prints it: decoded by sharp (off the main thread, within the pixel
 * limit), laid on white and made no larger than twice its box, so that pdfkit embeds it without
 * decoding a pixel on the main thread.
 */
async function printedSignatureOf(png: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(png, { failOn: 'none', limitInputPixels: IMAGE_MAX_PIXELS })
      .flatten({ background: '#ffffff' })
      .resize(SIGNATURE_PRINT_BOX.width, SIGNATURE_PRINT_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw notPng();
  }
}

/** The PNG bytes: sent as they are stored, never through a serializer. */
const SIGNATURE_PNG = { description: 'The signature', content: { 'image/png': { schema: { format: 'binary' } } } } as const;

/** PUT's answer: the order's signature state and the sign-off PDF this signature made. */
const SIGNATURE_SAVED_SCHEMA = { ...SIGNATURE_STATE_SCHEMA, properties: { ...SIGNATURE_STATE_SCHEMA.properties, signOff: SIGN_OFF_RECORD_SCHEMA } } as const;

const signatureOf = (row: { signed_by: string | null; signed_date: Date | string | null }, timeZone: string) => ({
  isSigned: row.signed_date !== null,
  signedBy: row.signed_by,
  signedDate: apiDateTimeOrNull(row.signed_date, timeZone),
});

export default async function signatureRoutes(app: AreaApp) {
  const { db } = app;
  const path = '/api/v1/workOrders/:id/signature';

  app.put(
    path,
    {
      config: { requires: WORK_ORDER_RULES.canWorkOnWorkOrders },
      schema: {
        summary: 'Stores the signature PNG (a data URL) and who signed, and keeps the signed sign-off summary as a PDF',
        params: workOrderIdParams,
        body: signatureBody,
        response: { 200: SIGNATURE_SAVED_SCHEMA, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const storage = fileStorageOf(app.config);
      const order = await visibleWorkOrderOr404(db, principal, request.params.id);
      const png = await pngOf(body.signaturePng);
      const signedBy = body.signedBy.trim();
      if (!signedBy) throw badRequest('The signedBy field is required.', { signedBy: ['The signedBy field is required.'] });
      const { summary, photoRows } = await signOffSummaryOf(db, order, principal, app.config.jwtSecret);
      if (body.summaryDigest !== undefined && body.summaryDigest !== summary.digest) throw conflict(SIGN_OFF_MESSAGES.summaryChanged);

      const latest = await db
        .selectFrom('work_order_sign_offs')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('subscriber_id', '=', order.subscriber_id)
        .where('work_order_id', '=', order.id)
        .executeTakeFirst();
      const version = Number(latest?.version ?? 0) + 1;
      const signedAt = new Date();
      const signedDate = apiDateTimeOrNull(signedAt, principal.timeZone)!;
      const [photos, printedSignature, collector] = await Promise.all([
        printedPhotosOf(storage, photoRows),
        printedSignatureOf(png),
        db.selectFrom('users').select(['first_name', 'last_name']).where('subscriber_id', '=', order.subscriber_id).where('id', '=', principal.userId).executeTakeFirst(),
      ]);
      // Who collected the signature: the signed-in user (kept as the row's created_by).
      const collectedBy = collector ? [collector.first_name, collector.last_name].filter(Boolean).join(' ') || null : null;
      const pdf = await renderSignOffPdf({ summary, photos, signaturePng: printedSignature, signedBy, collectedBy, signedDate, signedAt, timeZone: principal.timeZone, version }).catch(() => {
        throw badRequest('The signature is not a PNG image.', { signaturePng: ['The signature is not a PNG image.'] });
      });
      const stored = await writeSignOffPdf(storage, order.subscriber_id, order.id, pdf);
      try {
        return await db.transaction().execute(async (trx) => {
          // Two signatures of one order at the same moment: the order's row lock makes the second wait, then see its version taken.
          await trx.selectFrom('work_orders').select('id').where('id', '=', order.id).forUpdate().executeTakeFirstOrThrow();
          const taken = await trx.selectFrom('work_order_sign_offs').select('id').where('work_order_id', '=', order.id).where('version', '=', version).executeTakeFirst();
          if (taken) throw conflict('Another signature of this work order was saved at the same moment. Reload to see it.');
          const row = await trx
            .insertInto('work_order_sign_offs')
            .values({
              subscriber_id: order.subscriber_id,
              work_order_id: order.id,
              version,
              signed_by: signedBy,
              signed_date: signedAt,
              summary: JSON.stringify(keptSummary(summary)),
              storage_key: stored.storageKey,
              byte_size: stored.byteSize,
              sha256: stored.sha256,
              created_by: principal.userId,
            })
            .returning(['id', 'version', 'signed_by', 'signed_date', 'byte_size'])
            .executeTakeFirstOrThrow();
          const saved = await trx
            .updateTable('work_orders')
            .set({ signature_png: png, signed_by: signedBy, signed_date: signedAt, modified_by: principal.userId, modified_date: signedAt })
            .where('id', '=', order.id)
            .returning(['signed_by', 'signed_date'])
            .executeTakeFirstOrThrow();
          return { ...signatureOf(saved, principal.timeZone), signOff: signOffRecordOf({ ...row, collected_by_name: collectedBy }, summary.displayNumber, principal.timeZone) };
        });
      } catch (error) {
        await removeSignOffPdf(storage, stored.storageKey);
        throw error;
      }
    },
  );

  app.get(
    path,
    {
      config: { requires: needs.read(MODULES.WORK_ORDERS) },
      schema: {
        summary: 'The signature as image/png (404 when the order is not signed)',
        params: workOrderIdParams,
        response: { 200: SIGNATURE_PNG, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const order = await visibleWorkOrderOr404(db, request.principal, request.params.id);
      const { signature_png: png } = await db
        .selectFrom('work_orders')
        .select('signature_png')
        .where('subscriber_id', '=', order.subscriber_id)
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      if (!png) throw notFound('This work order is not signed.');
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );

  app.delete(
    path,
    {
      config: { requires: WORK_ORDER_RULES.canEditWorkOrders },
      schema: {
        summary: 'Clears the signature',
        params: workOrderIdParams,
        response: { 200: SIGNATURE_STATE_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const order = await visibleWorkOrderOr404(db, principal, request.params.id);
      const cleared = await db
        .updateTable('work_orders')
        .set({ signature_png: null, signed_by: null, signed_date: null, modified_by: principal.userId, modified_date: new Date() })
        .where('id', '=', order.id)
        .returning(['signed_by', 'signed_date'])
        .executeTakeFirstOrThrow();
      return signatureOf(cleared, principal.timeZone);
    },
  );
}
