/**
 * PDF documents with pdfkit, shared by the owner statement and the
 * reservation voucher. Turkish letters (ş, ğ, ı, İ) and the lira sign are not
 * in PDF's standard fonts, so DejaVu Sans is embedded from the
 * `dejavu-fonts-ttf` npm package, resolved through Node's module resolution:
 * the same from the sources (tests) and from the bundle in apps/api/dist
 * (production), since npm packages stay outside the bundle
 * (scripts/build-api.mjs), and with no system font package needed.
 */
import { createRequire } from 'node:module';
import { lazyModule } from './lazy.ts';

const loadPdfkit = lazyModule(async () => (await import('pdfkit')).default);

const resolvePackage = createRequire(import.meta.url).resolve;
const FONT = resolvePackage('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = resolvePackage('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The agency's accent colour (the web's gold), for a heading rule. */
export const PDF_ACCENT = '#daa106';
export const PDF_MUTED = '#555555';

/**
 * A new A4 document with the fonts 'body' and 'bold' registered (pdfkit loaded on the first
 * document); `done` resolves with the bytes once `doc.end()` is called, rejects on a pdfkit error.
 */
export async function newPdf(options: PDFKit.PDFDocumentOptions): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({ size: 'A4', ...options });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
