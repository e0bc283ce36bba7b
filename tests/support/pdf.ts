/** Reading a PDF the way a person would: its text, and how many images it paints (pdfjs). */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The PDF's text, every run joined by single spaces, and how many images it paints. */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; images: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const runs: string[] = [];
  let images = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    runs.push(...content.items.map((item) => ('str' in item ? item.str : '')));
    images += (await page.getOperatorList()).fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  await pdf.destroy();
  return { text: runs.join(' ').replace(/\s+/g, ' '), images };
}
