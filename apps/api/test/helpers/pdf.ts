/** The text of a PDF answer (pdf-parse), to assert what a statement or voucher says. */
import { PDFParse } from 'pdf-parse';

export async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
