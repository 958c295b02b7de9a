/**
 * Yen as people read it: `¥12,800`. Written by hand rather than with Intl, as the dates are (`format.ts`): ja-JP's
 * currency format uses the full-width `￥`.
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Money is integer yen (DESIGN.md §4); a fraction is rounded for display only. */
export function formatYen(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatYen: not a finite number: ${amount}`);
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}¥${groupThousands(String(Math.abs(rounded)))}`;
}
