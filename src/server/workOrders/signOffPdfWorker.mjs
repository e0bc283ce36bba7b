/**
 * The sign-off PDF drawn on a thread of its own (signOffPdf.ts): pdfkit lays out text, subsets
 * the fonts and compresses on this thread, so that a large sign-off never holds up the server's
 * other requests. It receives the document as plain text and images already made fit for the
 * page (JPEG photos, the signature as a PNG without transparency, made by sharp) and answers the
 * PDF's bytes, or the message of what failed.
 */
import { parentPort } from 'node:worker_threads';
import PDFDocument from 'pdfkit';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const INK = '#1b2733';
const MUTED = '#5b6672';
const RULE = '#d5dbe1';
/** A printed photo's cell: two to a row. */
const PHOTO_GAP = 12;
const PHOTO_HEIGHT = 180;
/** The pad's 300×200 drawing at three quarters of its size. */
const SIGNATURE_BOX = { width: 225, height: 150 };

/** @param {any} d the document (SignOffDocument of signOffPdf.ts) */
function render(d) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { ...d.info, CreationDate: new Date(d.info.CreationDate) } });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc, d);
    } catch (error) {
      doc.end();
      reject(error);
      return;
    }
    doc.end();
  });
}

function draw(doc, d) {
  doc.registerFont('regular', d.fonts.regular);
  doc.registerFont('bold', d.fonts.bold);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;
  const rule = () => {
    doc.moveDown(0.6);
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.75).strokeColor(RULE).stroke();
    doc.moveDown(0.6);
  };
  const heading = (text) => {
    doc.moveDown(0.8).font('bold').fontSize(12).fillColor(INK).text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  const field = ([label, value]) => {
    doc.font('bold').fontSize(10).fillColor(MUTED).text(`${label}  `, left, doc.y, { continued: true, width });
    doc.font('regular').fillColor(INK).text(value);
  };

  doc.font('bold').fontSize(18).fillColor(INK).text(d.companyName, { width });
  doc.font('regular').fontSize(11).fillColor(MUTED).text(d.subtitle, { width });
  rule();
  d.fields.forEach(field);

  heading('Work performed');
  if (d.noWork) doc.font('regular').fontSize(10).fillColor(MUTED).text(d.noWork, { width });
  for (const labor of d.labors) {
    doc.font('bold').fontSize(10).fillColor(INK).text(labor.headline, left, doc.y, { width });
    if (labor.text) doc.font('regular').fontSize(10).fillColor(labor.muted ? MUTED : INK).text(labor.text, left + 12, doc.y, { width: width - 12 });
    doc.moveDown(0.5);
  }
  doc.font('bold').fontSize(11).fillColor(INK).text(d.onSite, left, doc.y, { width });

  heading('Materials and items used');
  if (d.noItems) doc.font('regular').fontSize(10).fillColor(MUTED).text(d.noItems, { width });
  for (const item of d.items) {
    doc.font('bold').fontSize(10).fillColor(INK).text(item.headline, left, doc.y, { width, continued: Boolean(item.detail) });
    if (item.detail) doc.font('regular').fillColor(MUTED).text(`  ${item.detail}`);
    doc.font('regular').fontSize(8).fillColor(MUTED).text(item.kind, left + 12, doc.y, { width: width - 12 });
    doc.moveDown(0.3);
  }

  if (d.photos.length > 0) {
    // The heading stays with the first row of photos.
    if (doc.y + PHOTO_HEIGHT + 64 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    heading('Photos of the finished work');
    const cellWidth = (width - PHOTO_GAP) / 2;
    for (let i = 0; i < d.photos.length; i += 2) {
      if (doc.y + PHOTO_HEIGHT + 24 > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      d.photos.slice(i, i + 2).forEach((photo, column) => {
        const x = left + column * (cellWidth + PHOTO_GAP);
        if (photo.jpeg) doc.image(Buffer.from(photo.jpeg), x, top, { fit: [cellWidth, PHOTO_HEIGHT], align: 'center', valign: 'center' });
        else doc.rect(x, top, cellWidth, PHOTO_HEIGHT).lineWidth(0.75).strokeColor(RULE).stroke();
        doc.font('regular').fontSize(8).fillColor(MUTED).text(photo.caption, x, top + PHOTO_HEIGHT + 4, { width: cellWidth, align: 'center', lineBreak: false, ellipsis: true });
      });
      doc.x = left;
      doc.y = top + PHOTO_HEIGHT + 20;
    }
  }

  // The signature block stays whole on one page.
  const blockHeight = SIGNATURE_BOX.height + 110 + 14 * Math.max(0, d.signatureFields.length - 2);
  if (doc.y + blockHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
  rule();
  doc.font('regular').fontSize(10).fillColor(INK).text(d.confirmText, left, doc.y, { width });
  doc.moveDown(0.6);
  const top = doc.y;
  doc.rect(left, top, SIGNATURE_BOX.width + 16, SIGNATURE_BOX.height + 16).lineWidth(0.75).strokeColor(RULE).stroke();
  doc.image(Buffer.from(d.signaturePng), left + 8, top + 8, { fit: [SIGNATURE_BOX.width, SIGNATURE_BOX.height], align: 'center', valign: 'center' });
  doc.y = top + SIGNATURE_BOX.height + 24;
  d.signatureFields.forEach(field);
  doc.font('regular').fontSize(8).fillColor(MUTED).text(d.footer, left, doc.y + 6, { width });
}

port.on('message', async (/** @type {{ id: number, document: any }} */ { id, document }) => {
  try {
    const pdf = await render(document);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    port.postMessage({ id, pdf: bytes });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
