import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PricingRules } from '@kurumatabi/contract/host-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { compactYen, yearOfPrices } from '../year-prices';
import { YearPriceCalendar } from './year-price-calendar';

afterEach(cleanup);

const rules: PricingRules = {
  basePrice: 12_000,
  overrides: [{ from: '2026-05-10', to: '2026-05-10', price: 30_000 }],
  seasons: [
    { name: 'ゴールデンウィーク 2026', ranges: [{ from: '2026-04-29', to: '2026-05-06' }], change: { kind: 'Percent', percent: 50 } },
  ],
  beforeHoliday: { kind: 'Price', price: 14_000 },
  fridaySaturday: { kind: 'Percent', percent: 10 },
  weekPercent: 10,
  monthPercent: 20,
};

/** A day's cell by the start of its label (a query by role over 365 cells is too slow for jsdom). */
const day = (label: string) => {
  const cell =
    [...document.querySelectorAll<HTMLButtonElement>('button[data-date]')].find((b) =>
      b.querySelector('.sr-only')?.textContent?.startsWith(label),
    ) ?? null;
  if (!cell) throw new Error(`no day ${label}`);
  return cell;
};

describe('yearOfPrices', () => {
  it('prices twelve months from the first, each day by the rule that set it', () => {
    const months = yearOfPrices(rules, '2026-04');
    expect(months.map((mo) => mo.month)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    const may = months[1]!;
    expect(may.leading).toBe(5); // 2026-05-01 is a Friday
    expect(may.days[2]).toMatchObject({ date: '2026-05-03', price: 18_000, rule: 'Season', holiday: '憲法記念日' });
    expect(may.days[9]).toMatchObject({ date: '2026-05-10', price: 30_000, rule: 'Override' });
    expect(may.days[14]).toMatchObject({ date: '2026-05-15', price: 13_200, rule: 'FridaySaturday' });
    expect(may.days[11]).toMatchObject({ date: '2026-05-12', price: 12_000, rule: 'Base' });
    expect(months[6]!.days.find((d) => d.date === '2026-10-11')).toMatchObject({ rule: 'BeforeHoliday', price: 14_000 });
  });

  it('writes a price short enough for a cell', () => {
    expect(compactYen(8_000)).toBe('8,000');
    expect(compactYen(12_000)).toBe('1.2万');
    expect(compactYen(30_000)).toBe('3万');
  });
});

describe('YearPriceCalendar', () => {
  it('labels each day with its price and rule, and shows the legend', () => {
    render(<YearPriceCalendar rules={rules} firstMonth="2026-04" />);
    expect(day('2026年5月3日(日)').querySelector('.sr-only')?.textContent).toBe(
      '2026年5月3日(日) 憲法記念日 ¥18,000 ゴールデンウィーク 2026',
    );
    expect(day('2026年5月3日(日)').dataset.rule).toBe('Season');
    expect(day('2026年5月12日(火)').querySelector('.sr-only')?.textContent).toBe('2026年5月12日(火) ¥12,000 基本料金');
    const legend = screen.getByRole('list', { name: '凡例' });
    expect(legend.textContent).toContain('シーズン料金');
    expect(legend.textContent).toContain('休前日料金');
    expect(screen.getAllByRole('group')).toHaveLength(12);
  });

  it('is one tab stop moved by the arrows, Home and End, and reads the chosen day', () => {
    render(<YearPriceCalendar rules={rules} firstMonth="2026-04" />);
    const first = day('2026年4月1日(水)');
    expect(first.tabIndex).toBe(0);
    expect(day('2026年4月2日(木)').tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('2026年4月8日(水)'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('2026年4月9日(木)'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(day('2027年3月31日(水)'));
    fireEvent.click(day('2026年4月29日(水)'));
    expect(screen.getByTestId('selected-day').textContent).toContain('¥18,000 ゴールデンウィーク 2026（昭和の日）');
  });
});
