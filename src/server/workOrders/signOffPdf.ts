/**
 * The signed sign-off summary as a PDF (pdfkit): the company, the order, the work performed
 * with each labor's description and time, time on site, the materials and items used, the photos
 * tagged "after" two to a row, then the customer's signature with their printed name and the date and time signed. Text is set in
 * DejaVu Sans (embedded, subset) so names and descriptions in any Latin, Greek or Cyrillic
 * script print as written, and stays real text that a reader can search and copy.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  ITEM_KIND_LABELS,
  SIGN_OFF_MESSAGES,
  itemQuantityText,
  laborTimeText,
  signOffDateTime,
  signOffDuration,
  type SignOffSummary,
} from '../../domain/workOrders/signOff';
import type { PrintedPhoto } from './signOffPhotos';

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = { regular: path.join(fontDir, 'DejaVuSans.ttf'), bold: path.join(fontDir, 'DejaVuSans-Bold.ttf') };

const INK = '#1b2733';
const MUTED = '#5b6672';
const RULE = '#d5dbe1';
/** A printed photo's cell: two to a row. */
const PHOTO_GAP = 12;
const PHOTO_HEIGHT = 180;
/** The pad's 300×200 drawing at three quarters of its size. */
const SIGNATURE_BOX = { width: 225, height: 150 };

export interface SignedSummary {
  summary: SignOffSummary;
  /** The photos tagged "after", in the summary's order. */
  photos: PrintedPhoto[];
  signaturePng: Buffer;
  signedBy: string;
  /** The subscriber's wall clock, YYYY-MM-DDTHH:mm:ss. */
  signedDate: string;
  signedAt: Date;
  timeZone: string;
  version: number;
}

/**
 * Renders the PDF; throws when pdfkit cannot read the signature PNG. pdfkit (with its font and
 * compression code) is loaded by the first signature, not by every start of the server.
 */
export async function renderSignOffPdf(signed: SignedSummary): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { summary } = signed;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `Work order ${summary.displayNumber} sign-off`,
      Author: summary.companyName,
      Subject: `Signed by ${signed.signedBy}`,
      CreationDate: signed.signedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;

  const rule = () => {
    doc.moveDown(0.6);
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.75).strokeColor(RULE).stroke();
    doc.moveDown(0.6);
  };
  const heading = (text: string) => {
    doc.moveDown(0.8).font('bold').fontSize(12).fillColor(INK).text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  const field = (label: string, value: string) => {
    doc.font('bold').fontSize(10).fillColor(MUTED).text(`${label}  `, left, doc.y, { continued: true, width });
    doc.font('regular').fillColor(INK).text(value);
  };

  try {
    doc.font('bold').fontSize(18).fillColor(INK).text(summary.companyName, { width });
    doc.font('regular').fontSize(11).fillColor(MUTED).text(`Work order ${summary.displayNumber} · Customer sign-off`, { width });
    rule();
    field('Customer', summary.customerName);
    field('Site', summary.siteAddress);
    field('Problem reported', summary.problem);

    heading('Work performed');
    if (summary.labors.length === 0) doc.font('regular').fontSize(10).fillColor(MUTED).text(SIGN_OFF_MESSAGES.noWork, { width });
    for (const labor of summary.labors) {
      doc.font('bold').fontSize(10).fillColor(INK).text(`${signOffDateTime(labor.startTime)} · ${labor.technicianName} · ${laborTimeText(labor)}`, left, doc.y, { width });
      // Travel needs no words; on-site time without a description says so.
      if (labor.description || labor.onSite) {
        doc
          .font('regular')
          .fontSize(10)
          .fillColor(labor.description ? INK : MUTED)
          .text(labor.description ?? 'No description written.', left + 12, doc.y, { width: width - 12 });
      }
      doc.moveDown(0.5);
    }
    doc.font('bold').fontSize(11).fillColor(INK).text(`Time on site: ${signOffDuration(summary.onSiteMinutes)}`, left, doc.y, { width });

    heading('Materials and items used');
    if (summary.items.length === 0) doc.font('regular').fontSize(10).fillColor(MUTED).text(SIGN_OFF_MESSAGES.noItems, { width });
    for (const item of summary.items) {
      doc.font('bold').fontSize(10).fillColor(INK).text(`${itemQuantityText(item.quantity)} × ${item.name}`, left, doc.y, { width, continued: Boolean(item.detail) });
      if (item.detail) doc.font('regular').fillColor(MUTED).text(`  ${item.detail}`);
      doc.font('regular').fontSize(8).fillColor(MUTED).text(ITEM_KIND_LABELS[item.kind], left + 12, doc.y, { width: width - 12 });
      doc.moveDown(0.3);
    }

    if (signed.photos.length > 0) {
      // The heading stays with the first row of photos.
      if (doc.y + PHOTO_HEIGHT + 64 > doc.page.height - doc.page.margins.bottom) doc.addPage();
      heading('Photos of the finished work');
      const cellWidth = (width - PHOTO_GAP) / 2;
      for (let i = 0; i < signed.photos.length; i += 2) {
        if (doc.y + PHOTO_HEIGHT + 24 > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const top = doc.y;
        signed.photos.slice(i, i + 2).forEach((photo, column) => {
          const x = left + column * (cellWidth + PHOTO_GAP);
          if (photo.jpeg) doc.image(photo.jpeg, x, top, { fit: [cellWidth, PHOTO_HEIGHT], align: 'center', valign: 'center' });
          else doc.rect(x, top, cellWidth, PHOTO_HEIGHT).lineWidth(0.75).strokeColor(RULE).stroke();
          const caption = photo.jpeg ? photo.name : `${photo.name} (the image could not be read)`;
          doc.font('regular').fontSize(8).fillColor(MUTED).text(caption, x, top + PHOTO_HEIGHT + 4, { width: cellWidth, align: 'center', lineBreak: false, ellipsis: true });
        });
        doc.x = left;
        doc.y = top + PHOTO_HEIGHT + 20;
      }
    }

    // The signature block stays whole on one page.
    const blockHeight = SIGNATURE_BOX.height + 110;
    if (doc.y + blockHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    rule();
    doc.font('regular').fontSize(10).fillColor(INK).text('By signing, the customer confirms that the work described above was carried out at this site.', left, doc.y, { width });
    doc.moveDown(0.6);
    const top = doc.y;
    doc.rect(left, top, SIGNATURE_BOX.width + 16, SIGNATURE_BOX.height + 16).lineWidth(0.75).strokeColor(RULE).stroke();
    doc.image(signed.signaturePng, left + 8, top + 8, { fit: [SIGNATURE_BOX.width, SIGNATURE_BOX.height], align: 'center', valign: 'center' });
    doc.y = top + SIGNATURE_BOX.height + 24;
    field('Printed name', signed.signedBy);
    field('Signed', `${signOffDateTime(signed.signedDate)} (${signed.timeZone})`);
    doc.font('regular').fontSize(8).fillColor(MUTED).text(`Sign-off version ${signed.version} of work order ${summary.displayNumber}.`, left, doc.y + 6, { width });
  } catch (error) {
    doc.end();
    return Promise.reject(error);
  }
  doc.end();
  return done;
}
