/**
 * Japanese consumption tax on tax-inclusive prices (総額表示). The qualified-invoice rules (適格請求書等保存方式) allow
 * one rounding per document and per tax rate, never per line: the lines are grouped by rate, and the tax in each
 * rate's tax-inclusive total is computed once, as 税込金額 × rate / (100 + rate), rounded down (切り捨て).
 */

/** The rates in force: 10 % standard, 8 % reduced (軽減税率: food and newspapers). Kept open to both. */
export const ConsumptionTaxRate = {
  values: [10, 8] as const,
  standard: 10,
  reduced: 8,
} as const;
export type ConsumptionTaxRate = (typeof ConsumptionTaxRate.values)[number];

/** One line of a document, priced tax-inclusive in integer yen (negative for a discount). */
export interface TaxableLine {
  amount: number;
  taxRate: ConsumptionTaxRate;
}

/** The part of a document at one rate. `totalInclTax = tax + totalExclTax` always holds. */
export interface TaxRateSummary {
  taxRate: ConsumptionTaxRate;
  totalInclTax: number;
  tax: number;
  totalExclTax: number;
}

export interface ConsumptionTaxSummary {
  /** One entry per rate present, highest rate first (the standard rate is printed first on Japanese invoices). */
  byRate: TaxRateSummary[];
  totalInclTax: number;
  tax: number;
  totalExclTax: number;
}

function assertYen(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${what} must be an integer number of yen, got ${amount}`);
}

/**
 * The consumption tax contained in a tax-inclusive amount, rounded down. Integer arithmetic (× rate, ÷ (100 + rate))
 * because 12,800 × 10/110 in floating point is not always what the tax office's calculator shows. A negative amount (a
 * credit) rounds toward zero, so a refund never gives back more tax than was charged.
 */
export function consumptionTaxIncluded(totalInclTax: number, taxRate: ConsumptionTaxRate): number {
  assertYen(totalInclTax, 'totalInclTax');
  const tax = Math.trunc((totalInclTax * taxRate) / (100 + taxRate));
  // Math.trunc(-0.5) is -0; a document prints 0.
  return tax === 0 ? 0 : tax;
}

/** Groups the lines by rate and computes each rate's tax once (see the module's comment). */
export function summarizeConsumptionTax(lines: readonly TaxableLine[]): ConsumptionTaxSummary {
  const totals = new Map<ConsumptionTaxRate, number>();
  for (const line of lines) {
    assertYen(line.amount, 'amount');
    if (!ConsumptionTaxRate.values.includes(line.taxRate)) throw new RangeError(`unknown tax rate ${String(line.taxRate)}`);
    totals.set(line.taxRate, (totals.get(line.taxRate) ?? 0) + line.amount);
  }
  const byRate = [...totals.entries()]
    .sort(([a], [b]) => b - a)
    .map(([taxRate, totalInclTax]): TaxRateSummary => {
      const tax = consumptionTaxIncluded(totalInclTax, taxRate);
      return { taxRate, totalInclTax, tax, totalExclTax: totalInclTax - tax };
    });
  const sum = (pick: (s: TaxRateSummary) => number) => byRate.reduce((acc, s) => acc + pick(s), 0);
  return {
    byRate,
    totalInclTax: sum((s) => s.totalInclTax),
    tax: sum((s) => s.tax),
    totalExclTax: sum((s) => s.totalExclTax),
  };
}
