import { PDFParse } from 'pdf-parse';

/** Reads a rendered document back for the tests: its text per page, its dates and its raw bytes as Latin-1. */
export interface ReadBack {
  text: string;
  pages: string[];
  creationDate: Date | null | undefined;
  raw: string;
}

export async function readPdf(pdf: Buffer): Promise<ReadBack> {
  // pdf.js takes ownership of the array it is given; a copy keeps the caller's buffer intact for byte comparisons.
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    return {
      // pdf.js puts a space between text runs that pdfkit wrote apart (label and value); the tests compare without them.
      text: text.text,
      pages: text.pages.map((page) => page.text),
      creationDate: info.getDateNode().CreationDate,
      raw: pdf.toString('latin1'),
    };
  } finally {
    await parser.destroy();
  }
}

/** The text with all white space removed, so `合計（税込） ¥31,100` matches whatever spacing the extraction chose. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, '');
}
