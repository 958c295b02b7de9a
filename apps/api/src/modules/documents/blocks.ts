import { isValidInvoiceRegistrationNumber, summarizeConsumptionTax, type ConsumptionTaxSummary } from '@kurumatabi/contract';
import { rateLabel, shortDate, yen, wideSpace } from './format.js';
import type { DocumentWriter, TableColumn, TotalRow } from './layout.js';
import type { DocumentIssuer, DocumentItem } from './models.js';

/** The blocks the receipt and the invoices share: the issuer, the items, the totals per tax rate. */

/**
 * Whether the issuer can issue a qualified invoice. A number that fails the check digit is refused loudly rather than
 * printed: a 適格請求書 with a wrong 登録番号 would deny the recipient its input-tax credit.
 */
export function isQualifiedIssuer(issuer: DocumentIssuer): boolean {
  if (issuer.registrationNumber === undefined) return false;
  if (!isValidInvoiceRegistrationNumber(issuer.registrationNumber)) {
    throw new RangeError(`invalid invoice registration number: ${issuer.registrationNumber}`);
  }
  return true;
}

export function issuerLines(issuer: DocumentIssuer): string[][] {
  const lines: string[][] = [[issuer.name]];
  if (issuer.postalCode) lines.push([`〒${issuer.postalCode}`]);
  if (issuer.address) lines.push([issuer.address]);
  if (issuer.phone) lines.push([`TEL ${issuer.phone}`]);
  if (issuer.email) lines.push([issuer.email]);
  if (issuer.registrationNumber) lines.push([`登録番号${wideSpace}${issuer.registrationNumber}`]);
  return lines;
}

export const reducedRateNote = '※印は軽減税率（8%）対象です。';

export function hasReducedRate(items: readonly { taxRate: number }[]): boolean {
  return items.some((item) => item.taxRate === 8);
}

/** An item, optionally dated (a fee invoice lists one line per reservation and day). */
export type TableItem = DocumentItem & { date?: string };

/**
 * The items table. A qualified invoice shows each line's rate (and marks the reduced-rate ones); an ordinary receipt
 * does not, since an issuer outside the invoice system should not present a tax it does not itemise.
 */
export function itemsTable(writer: DocumentWriter, items: readonly TableItem[], qualified: boolean): void {
  const dated = items.some((item) => item.date !== undefined);
  const columns: TableColumn[] = [];
  if (dated) columns.push({ header: '日付', share: 0.16 });
  columns.push({ header: '内容', share: (qualified ? 0.6 : 0.72) - (dated ? 0.16 : 0) });
  if (qualified) columns.push({ header: '税率', share: 0.14, align: 'center' });
  columns.push({ header: '金額（税込）', share: qualified ? 0.26 : 0.28, align: 'right' });
  writer.table(
    columns,
    items.map((item) => {
      const cells: string[] = [];
      if (dated) cells.push(item.date === undefined ? '' : shortDate(item.date));
      cells.push(item.taxRate === 8 && qualified ? `${item.label} ※` : item.label);
      if (qualified) cells.push(rateLabel(item.taxRate));
      cells.push(yen(item.amount));
      if (item.detail === undefined) return { cells };
      // The detail goes under the label, which a date column pushes to the second place.
      return { cells, detail: item.detail, detailColumn: dated ? 1 : 0 };
    }),
  );
}

/** The totals: per tax rate with the tax in it (qualified), or the one tax-inclusive total. */
export function taxTotals(summary: ConsumptionTaxSummary, qualified: boolean, totalLabel = '合計（税込）'): TotalRow[] {
  const rows: TotalRow[] = [];
  if (qualified) {
    for (const rate of summary.byRate) {
      rows.push({ label: `${rate.taxRate}%対象（税込）`, value: yen(rate.totalInclTax) });
      rows.push({ label: `${wideSpace}うち消費税（${rate.taxRate}%）`, value: yen(rate.tax) });
    }
  }
  rows.push({ label: totalLabel, value: yen(summary.totalInclTax), strong: true });
  return rows;
}

/** Items, their totals and the reduced-rate note, in one go. */
export function itemsWithTotals(
  writer: DocumentWriter,
  items: readonly TableItem[],
  qualified: boolean,
  totalLabel?: string,
): ConsumptionTaxSummary {
  if (items.length === 0) throw new RangeError('a money document needs at least one item');
  const summary = summarizeConsumptionTax(items);
  itemsTable(writer, items, qualified);
  writer.totals(taxTotals(summary, qualified, totalLabel));
  if (qualified && hasReducedRate(items)) writer.paragraph(reducedRateNote, 8.5);
  return summary;
}
