/**
 * The signed sign-off summary as a PDF (pdfkit): the company, the order, the work performed
 * with each labor's description and time, time on site, the materials and items used, the photos
 * tagged "after" two to a row, then the customer's signature with their printed name, the date and
 * time signed and who collected it. Text is set in DejaVu Sans (embedded, subset) so names and
 * descriptions in any Latin, Greek or Cyrillic script print as written, and stays real text that
 * a reader can search and copy.
 *
 * The PDF is drawn on a thread of its own (signOffPdfWorker.mjs): this module only words the
 * document, so a large sign-off never holds up the server's other requests. Its images arrive
 * already made fit for the page by sharp (off the main thread too): JPEG photos, and the
 * signature as a PNG without transparency, which pdfkit embeds without decoding a pixel.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
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

export interface SignedSummary {
  summary: SignOffSummary;
  /** The photos tagged "after", in the summary's order. */
  photos: PrintedPhoto[];
  /** The signature as printed: a PNG without transparency, at most twice its box (signature.ts). */
  signaturePng: Buffer;
  signedBy: string;
  /** The FieldDesk user who collected the signature. */
  collectedBy: string | null;
  /** The subscriber's wall clock, YYYY-MM-DDTHH:mm:ss. */
  signedDate: string;
  signedAt: Date;
  timeZone: string;
  version: number;
}

/** What the drawing thread receives: every text already worded, every image ready for the page. */
export interface SignOffDocument {
  info: { Title: string; Author: string; Subject: string; CreationDate: string };
  fonts: { regular: string; bold: string };
  companyName: string;
  subtitle: string;
  fields: Array<[string, string]>;
  labors: Array<{ headline: string; text: string | null; muted: boolean }>;
  noWork: string | null;
  onSite: string;
  items: Array<{ headline: string; detail: string | null; kind: string }>;
  noItems: string | null;
  photos: Array<{ jpeg: Uint8Array | null; caption: string }>;
  signaturePng: Uint8Array;
  confirmText: string;
  signatureFields: Array<[string, string]>;
  footer: string;
}

export function signOffDocumentOf(signed: SignedSummary): SignOffDocument {
  const { summary } = signed;
  return {
    info: { Title: `Work order ${summary.displayNumber} sign-off`, Author: summary.companyName, Subject: `Signed by ${signed.signedBy}`, CreationDate: signed.signedAt.toISOString() },
    fonts: FONTS,
    companyName: summary.companyName,
    subtitle: `Work order ${summary.displayNumber} · Customer sign-off`,
    fields: [
      ['Customer', summary.customerName],
      ['Site', summary.siteAddress],
      ['Problem reported', summary.problem],
    ],
    labors: summary.labors.map((labor) => ({
      headline: `${signOffDateTime(labor.startTime)} · ${labor.technicianName} · ${laborTimeText(labor)}`,
      // Travel needs no words; on-site time without a description says so.
      text: labor.description || labor.onSite ? (labor.description ?? 'No description written.') : null,
      muted: !labor.description,
    })),
    noWork: summary.labors.length === 0 ? SIGN_OFF_MESSAGES.noWork : null,
    onSite: `Time on site: ${signOffDuration(summary.onSiteMinutes)}`,
    items: summary.items.map((item) => ({ headline: `${itemQuantityText(item.quantity)} × ${item.name}`, detail: item.detail, kind: ITEM_KIND_LABELS[item.kind] })),
    noItems: summary.items.length === 0 ? SIGN_OFF_MESSAGES.noItems : null,
    photos: signed.photos.map((photo) => ({ jpeg: photo.jpeg, caption: photo.jpeg ? photo.name : `${photo.name} (the image could not be read)` })),
    signaturePng: signed.signaturePng,
    confirmText: 'By signing, the customer confirms that the work described above was carried out at this site.',
    signatureFields: [
      ['Printed name', signed.signedBy],
      ['Signed', `${signOffDateTime(signed.signedDate)} (${signed.timeZone})`],
      ...(signed.collectedBy ? [['Collected by', signed.collectedBy] as [string, string]] : []),
    ],
    footer: `Sign-off version ${signed.version} of work order ${summary.displayNumber}.`,
  };
}

type Answer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** One drawing thread per process, started by the first signature and kept; it does not keep the process alive. */
class PdfThread {
  private worker: Worker | null = null;
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

  render(document: SignOffDocument): Promise<Buffer> {
    const worker = this.started();
    const id = this.next++;
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      if (this.waiting.size === 1) worker.ref();
      worker.postMessage({ id, document });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./signOffPdfWorker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const waiting = this.waiting.get(answer.id);
      if (!waiting) return;
      this.waiting.delete(answer.id);
      if (this.waiting.size === 0) worker.unref();
      if ('pdf' in answer) waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else waiting.reject(new Error(answer.error));
    });
    const failed = (error: Error) => {
      // The thread is gone: what waited on it fails, and the next signature starts another.
      this.worker = null;
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
    worker.on('error', failed);
    worker.on('exit', (code) => failed(new Error(`The sign-off PDF thread stopped (exit code ${code}).`)));
    this.worker = worker;
    return worker;
  }
}

const thread = new PdfThread();

/** Renders the PDF on the drawing thread; rejects when pdfkit cannot draw it (an image it cannot read). */
export function renderSignOffPdf(signed: SignedSummary): Promise<Buffer> {
  return thread.render(signOffDocumentOf(signed));
}
