import PDFDocument from 'pdfkit';
import { japaneseFonts } from './fonts.js';
import { issueInstant, wideSpace } from './format.js';

/**
 * The shared layout of the money documents: A4 portrait, one Japanese font in two weights, a title, a parties block
 * (addressee left, issuer right, as Japanese business documents put them), tables that continue on the next page with
 * their header repeated, a totals block and a footer with the document number and page numbers.
 */

const MARGIN = 40;
const FOOTER_SPACE = 26;
const colour = { ink: '#1f1b16', muted: '#5e5449', rule: '#b9ada0', fill: '#f1ebe2', accent: '#8a5a35' } as const;

export interface DocumentMeta {
  /** The heading, e.g. 「領収書（適格請求書）」. */
  title: string;
  documentNumber: string;
  issueDate: string;
  /** The issuer, recorded as the PDF's author. */
  author: string;
  subject: string;
}

export interface TableColumn {
  header: string;
  /** A share of the content width; the shares of a table add up to 1. */
  share: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableRow {
  cells: string[];
  /** A smaller second line under a cell (the first unless `detailColumn` says otherwise). */
  detail?: string;
  detailColumn?: number;
  strong?: boolean;
}

export interface TotalRow {
  label: string;
  value: string;
  strong?: boolean;
}

export class DocumentWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly done: Promise<Buffer>;
  private y = MARGIN;

  constructor(private readonly meta: DocumentMeta) {
    const instant = issueInstant(meta.issueDate);
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      // Pages stay in memory until the end, so the footer can say 「1 / 3」.
      bufferPages: true,
      lang: 'ja-JP',
      displayTitle: true,
      info: {
        Title: `${meta.title} ${meta.documentNumber}`,
        Author: meta.author,
        Subject: meta.subject,
        Creator: 'くるま旅',
        Producer: 'PDFKit',
        CreationDate: instant,
        ModDate: instant,
      },
    });
    const fonts = japaneseFonts();
    this.doc.registerFont('jp', fonts.regular);
    this.doc.registerFont('jp-bold', fonts.bold);
    const chunks: Buffer[] = [];
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  get left(): number {
    return MARGIN;
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_SPACE;
  }

  private use(size: number, bold = false, fill: string = colour.ink): PDFKit.PDFDocument {
    return this.doc
      .font(bold ? 'jp-bold' : 'jp')
      .fontSize(size)
      .fillColor(fill);
  }

  gap(points: number): void {
    this.y += points;
  }

  /** Starts a new page when `height` does not fit on this one. */
  ensureSpace(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  /** A continuation page: a short header saying which document continues, so a loose page is still identifiable. */
  private newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
    this.use(11, true).text(`${this.meta.title}（続き）`, this.left, this.y, { width: this.width / 2, lineBreak: false });
    this.use(9, false, colour.muted).text(`No. ${this.meta.documentNumber}`, this.left + this.width / 2, this.y + 2, {
      width: this.width / 2,
      align: 'right',
      lineBreak: false,
    });
    this.y += 20;
    this.rule(this.y, colour.rule);
    this.y += 12;
  }

  private rule(y: number, stroke: string, x = this.left, width = this.width, lineWidth = 0.6): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(lineWidth)
      .strokeColor(stroke)
      .stroke();
  }

  title(): void {
    // No character spacing: the heading stays one searchable word when the PDF's text is copied or indexed.
    this.use(20, true).text(this.meta.title, this.left, this.y, { width: this.width, align: 'center' });
    this.y += 31;
    this.rule(this.y, colour.accent, this.left + this.width * 0.25, this.width * 0.5, 1.2);
    this.rule(this.y + 2.5, colour.accent, this.left + this.width * 0.25, this.width * 0.5, 0.5);
    this.y += 16;
  }

  /** Addressee on the left (large, underlined), the document's facts and the issuer on the right. */
  parties(args: {
    addressee: { name: string; honorific: string; attention?: string };
    facts: [string, string][];
    issuer: string[][];
  }): void {
    const top = this.y;
    const leftWidth = this.width * 0.54;
    const rightX = this.left + this.width * 0.58;
    const rightWidth = this.width * 0.42;

    const name = `${args.addressee.name}${wideSpace}${args.addressee.honorific}`;
    // A long company name steps down a size rather than wrapping its 御中 onto a line of its own.
    this.use(15, true);
    if (this.doc.widthOfString(name) > leftWidth) this.use(12.5, true);
    const nameHeight = this.doc.heightOfString(name, { width: leftWidth });
    this.doc.text(name, this.left, top + 4, { width: leftWidth });
    let leftY = top + 4 + nameHeight + 2;
    this.rule(leftY, colour.ink, this.left, leftWidth, 0.9);
    leftY += 6;
    if (args.addressee.attention) {
      this.use(9.5, false, colour.muted).text(args.addressee.attention, this.left, leftY, { width: leftWidth });
      leftY += this.doc.heightOfString(args.addressee.attention, { width: leftWidth }) + 4;
    }

    let rightY = top;
    for (const [label, value] of args.facts) {
      this.use(9, false, colour.muted).text(label, rightX, rightY, { width: rightWidth * 0.4, lineBreak: false });
      this.use(9).text(value, rightX + rightWidth * 0.4, rightY, { width: rightWidth * 0.6, align: 'right', lineBreak: false });
      rightY += 13;
    }
    rightY += 6;
    // The issuer block: the first line is the name (bold), then one line per fact.
    args.issuer.forEach((line, index) => {
      const text = line.join(wideSpace);
      this.use(index === 0 ? 11 : 8.5, index === 0, index === 0 ? colour.ink : colour.muted);
      this.doc.text(text, rightX, rightY, { width: rightWidth });
      rightY += this.doc.heightOfString(text, { width: rightWidth }) + (index === 0 ? 3 : 1);
    });
    this.y = Math.max(leftY, rightY) + 10;
  }

  /** The amount in a framed band: 「ご請求金額 ¥12,800（税込）」. */
  amountBand(label: string, amount: string, caption = ''): void {
    this.ensureSpace(44);
    const height = 36;
    const width = this.width * 0.62;
    this.doc.rect(this.left, this.y, width, height).fillAndStroke(colour.fill, colour.ink);
    this.use(10.5, true).text(label, this.left + 12, this.y + 11, { width: width * 0.35, lineBreak: false });
    this.use(18, true).text(amount, this.left + width * 0.3, this.y + 5, { width: width * 0.5, align: 'right', lineBreak: false });
    if (caption)
      this.use(9, false, colour.muted).text(caption, this.left + width * 0.82, this.y + 13, { width: width * 0.17, lineBreak: false });
    this.y += height + 10;
  }

  /** Label – value lines (e.g. the reservation, the transfer account). */
  facts(rows: [string, string][], labelWidth = 92): void {
    for (const [label, value] of rows) {
      this.use(9.5);
      const height = Math.max(13, this.doc.heightOfString(value, { width: this.width - labelWidth }) + 1);
      this.ensureSpace(height);
      this.use(9.5, false, colour.muted).text(label, this.left, this.y, { width: labelWidth, lineBreak: false });
      this.use(9.5).text(value, this.left + labelWidth, this.y, { width: this.width - labelWidth });
      this.y += height;
    }
    this.y += 6;
  }

  paragraph(text: string, size = 9.5): void {
    this.use(size);
    const height = this.doc.heightOfString(text, { width: this.width });
    this.ensureSpace(height);
    this.doc.text(text, this.left, this.y, { width: this.width });
    this.y += height + 4;
  }

  heading(text: string): void {
    this.ensureSpace(40);
    this.use(10.5, true).text(text, this.left, this.y, { width: this.width, lineBreak: false });
    this.y += 17;
  }

  /** A table whose rows continue on the next page, with the header drawn again there. */
  table(columns: TableColumn[], rows: TableRow[]): void {
    const xs: number[] = [];
    let x = this.left;
    for (const column of columns) {
      xs.push(x);
      x += column.share * this.width;
    }
    const pad = 4;
    const header = () => {
      this.doc.rect(this.left, this.y, this.width, 18).fill(colour.fill);
      columns.forEach((column, i) => {
        this.use(8.5, true).text(column.header, (xs[i] ?? 0) + pad, this.y + 4, {
          width: column.share * this.width - 2 * pad,
          align: column.align ?? 'left',
          lineBreak: false,
        });
      });
      this.y += 18;
      this.rule(this.y, colour.ink, this.left, this.width, 0.8);
    };
    this.ensureSpace(18 + 22);
    header();
    for (const row of rows) {
      const cellWidth = (i: number) => (columns[i]?.share ?? 0) * this.width - 2 * pad;
      const heights = row.cells.map((cell, i) => {
        this.use(9, row.strong);
        return this.doc.heightOfString(cell, { width: cellWidth(i) });
      });
      const at = row.detailColumn ?? 0;
      this.use(7.5);
      const detailHeight = row.detail ? this.doc.heightOfString(row.detail, { width: cellWidth(at) }) : 0;
      const height = Math.max(...heights, (heights[at] ?? 0) + detailHeight) + 2 * pad;
      if (this.y + height > this.bottom) {
        this.newPage();
        header();
      }
      row.cells.forEach((cell, i) => {
        const column = columns[i];
        if (!column) return;
        this.use(9, row.strong).text(cell, (xs[i] ?? 0) + pad, this.y + pad, { width: cellWidth(i), align: column.align ?? 'left' });
      });
      if (row.detail) {
        this.use(7.5, false, colour.muted).text(row.detail, (xs[at] ?? 0) + pad, this.y + pad + (heights[at] ?? 0), {
          width: cellWidth(at),
        });
      }
      this.y += height;
      this.rule(this.y, colour.rule, this.left, this.width, 0.4);
    }
    this.y += 8;
  }

  /** Label – amount rows in a block on the right; a strong row is bold with a rule above it. */
  totals(rows: TotalRow[]): void {
    const width = this.width * 0.52;
    const x = this.left + this.width - width;
    this.ensureSpace(rows.length * 17 + 8);
    for (const row of rows) {
      if (row.strong) {
        this.y += 4;
        this.rule(this.y, colour.ink, x, width, 0.8);
      }
      const size = row.strong ? 10.5 : 9;
      this.use(size, row.strong, row.strong ? colour.ink : colour.muted).text(row.label, x + 4, this.y + 3, {
        width: width * 0.62,
        lineBreak: false,
      });
      this.use(size, row.strong).text(row.value, x + width * 0.6, this.y + 3, { width: width * 0.4 - 4, align: 'right', lineBreak: false });
      this.y += row.strong ? 18 : 15;
    }
    this.y += 8;
  }

  notes(heading: string, lines: readonly string[]): void {
    if (lines.length === 0) return;
    this.heading(heading);
    for (const line of lines) this.paragraph(`・${line}`, 8.5);
    this.y += 4;
  }

  /** Writes every page's footer and returns the file. */
  finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      this.doc.switchToPage(i);
      // The footer sits inside the bottom margin; without this pdfkit would start a page for it.
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN - 8;
      this.rule(y - 6, colour.rule);
      this.use(7.5, false, colour.muted).text(`${this.meta.title}${wideSpace}No. ${this.meta.documentNumber}`, this.left, y, {
        width: this.width * 0.7,
        lineBreak: false,
      });
      this.use(7.5, false, colour.muted).text(`${i + 1} / ${range.count}`, this.left + this.width * 0.7, y, {
        width: this.width * 0.3,
        align: 'right',
        lineBreak: false,
      });
    }
    this.doc.end();
    return this.done;
  }
}
