import { describe, expect, it } from 'vitest';
import { invoiceDueDate, invoiceNumberOf, invoiceStatusOf } from './invoice-terms.js';

describe('invoiceDueDate', () => {
  it('is the end of the month after the approval for a trip that starts later', () => {
    expect(invoiceDueDate('2026-12-02', '2027-03-10')).toBe('2027-01-31');
    expect(invoiceDueDate('2027-01-31', '2027-06-01')).toBe('2027-02-28');
    expect(invoiceDueDate('2028-01-15', '2028-06-01')).toBe('2028-02-29');
    expect(invoiceDueDate('2026-11-30', '2027-06-01')).toBe('2026-12-31');
  });

  it('is the day before the start when that comes first', () => {
    expect(invoiceDueDate('2026-12-02', '2026-12-20')).toBe('2026-12-19');
    expect(invoiceDueDate('2026-12-02', '2027-01-31')).toBe('2027-01-30');
  });

  it('is never before the approval day (a trip that starts the next day or the same day)', () => {
    expect(invoiceDueDate('2026-12-02', '2026-12-03')).toBe('2026-12-02');
    expect(invoiceDueDate('2026-12-02', '2026-12-02')).toBe('2026-12-02');
  });
});

describe('invoiceNumberOf', () => {
  it('names the issue month and pads the sequence', () => {
    expect(invoiceNumberOf('2026-12-02', 45)).toBe('INV-202612-000045');
    expect(invoiceNumberOf('2027-01-31', 1_234_567)).toBe('INV-202701-1234567');
  });
});

describe('invoiceStatusOf', () => {
  const open = { paidAt: null, amount: 10_000, dueDate: '2026-12-31' };
  it('reads paid, cancelled, overdue and open from the facts', () => {
    expect(invoiceStatusOf({ ...open, paidAt: new Date() }, '2027-02-01')).toBe('Paid');
    expect(invoiceStatusOf({ ...open, amount: 0 }, '2027-02-01')).toBe('Canceled');
    expect(invoiceStatusOf(open, '2026-12-31')).toBe('Open');
    expect(invoiceStatusOf(open, '2027-01-01')).toBe('Overdue');
  });
});
