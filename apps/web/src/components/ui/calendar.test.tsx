import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Calendar, nextRange, type DateRange, type RangeUnit } from './calendar';

afterEach(cleanup);

const day = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

describe('nextRange', () => {
  const rules = (unit: RangeUnit) => ({ minDate: '2026-12-03', maxDate: '2027-02-28', unavailable: new Set(['2026-12-10']), unit });

  it('starts, then ends a range, and never across an unavailable day', () => {
    expect(nextRange(null, '2026-12-05', rules('day'))).toEqual({ range: { from: '2026-12-05', to: null }, restarted: false });
    expect(nextRange({ from: '2026-12-05', to: null }, '2026-12-09', rules('day')).range).toEqual({ from: '2026-12-05', to: '2026-12-09' });
    expect(nextRange({ from: '2026-12-05', to: null }, '2026-12-05', rules('day')).range).toEqual({ from: '2026-12-05', to: '2026-12-05' });
    expect(nextRange({ from: '2026-12-05', to: null }, '2026-12-12', rules('day'))).toEqual({
      range: { from: '2026-12-12', to: null },
      restarted: true,
    });
    expect(nextRange({ from: '2026-12-05', to: null }, '2026-12-04', rules('day'))).toEqual({
      range: { from: '2026-12-04', to: null },
      restarted: false,
    });
    // Before minDate, or an unavailable day: nothing changes.
    expect(nextRange(null, '2026-12-02', rules('day')).range).toBeNull();
    expect(nextRange({ from: '2026-12-05', to: '2026-12-06' }, '2026-12-10', rules('day')).range).toEqual({
      from: '2026-12-05',
      to: '2026-12-06',
    });
  });

  it('counts nights: the check-out day may be taken, a zero-night range is not a range', () => {
    expect(nextRange({ from: '2026-12-07', to: null }, '2026-12-10', rules('night')).range).toEqual({
      from: '2026-12-07',
      to: '2026-12-10',
    });
    expect(nextRange({ from: '2026-12-07', to: null }, '2026-12-11', rules('night')).restarted).toBe(true);
    expect(nextRange({ from: '2026-12-07', to: null }, '2026-12-07', rules('night')).range).toBeNull();
    expect(nextRange({ from: '2027-02-27', to: null }, '2027-03-01', rules('night')).range).toEqual({
      from: '2027-02-27',
      to: '2027-03-01',
    });
  });
});

describe('Calendar (view)', () => {
  it('shows availability with Japanese weekdays, holidays and a legend', () => {
    render(<Calendar mode="view" defaultMonth="2026-11" today="2026-11-01" minDate="2026-11-02" unavailableDates={['2026-11-21']} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    expect(screen.getByText('2026年11月21日(土) 予約不可')).toBeTruthy();
    expect(screen.getByText('2026年11月20日(金) 予約可')).toBeTruthy();
    expect(screen.getByText('2026年11月1日(日) 今日 受付期間外')).toBeTruthy();
    // A holiday is named on its day and listed under the month.
    const cell = screen.getByText('2026年11月23日(月) 勤労感謝の日 予約可').closest('td');
    expect(cell?.getAttribute('title')).toBe('勤労感謝の日');
    expect(
      within(screen.getByRole('list', { name: '2026年11月の祝日' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3日(火) 文化の日', '23日(月) 勤労感謝の日']);
    // Sundays and holidays in the red tone, Saturdays in the blue.
    expect(within(cell as HTMLElement).getByText('23').className).toContain('text-danger');
    const saturday = screen.getByText('2026年11月28日(土) 予約可').closest('td') as HTMLElement;
    expect(within(saturday).getByText('28').className).toContain('text-info');
    expect(within(saturday).getByText('○')).toBeTruthy();
    expect(within(screen.getByText('2026年11月21日(土) 予約不可').closest('td') as HTMLElement).getByText('×')).toBeTruthy();
    const legend = screen.getByRole('list', { name: '凡例' });
    expect(legend.textContent).toContain('予約可');
    expect(legend.textContent).toContain('予約不可');
    // Nothing to press in the view mode.
    expect(screen.queryAllByRole('button', { name: /^2026年\d+月\d+日/ })).toHaveLength(0);
  });

  it('moves between months within the bounds', () => {
    const onMonthChange = vi.fn();
    render(<Calendar mode="view" today="2026-11-10" minDate="2026-11-10" maxMonth="2027-01" onMonthChange={onMonthChange} />);
    const previous = screen.getByRole('button', { name: '前の月（2026年10月）' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '次の月（2026年12月）' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-12');
    expect(screen.getByText('2026年12月5日(土) 予約可')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '次の月（2027年1月）' }));
    expect((screen.getByRole('button', { name: '次の月（2027年2月）' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('2027年1月11日(月) 成人の日 予約可')).toBeTruthy();
  });

  it('shows two months side by side when asked', () => {
    render(<Calendar mode="view" months={2} defaultMonth="2026-12" today="2026-11-10" />);
    expect(
      screen.getAllByRole('table').map((table) => table.getAttribute('aria-labelledby') && table.querySelector('caption')?.textContent),
    ).toEqual(['2026年12月', '2027年1月']);
    expect(screen.getByText('2026年12月 – 2027年1月')).toBeTruthy();
  });
});

describe('Calendar (range)', () => {
  function Harness({ onChange, unit }: { onChange?: (range: DateRange | null) => void; unit?: RangeUnit }) {
    const [value, setValue] = useState<DateRange | null>(null);
    return (
      <Calendar
        mode="range"
        unit={unit}
        value={value}
        onChange={(range) => {
          setValue(range);
          onChange?.(range);
        }}
        today="2026-12-01"
        minDate="2026-12-03"
        unavailableDates={['2026-12-10']}
      />
    );
  }

  it('picks a start then an end, highlighted in gold and described in words', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('grid', { name: '2026年12月' })).toBeTruthy();
    expect(screen.getByText('開始日を選んでください')).toBeTruthy();
    fireEvent.click(day('2026年12月5日(土) 予約可'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-05', to: null });
    expect(screen.getByText('2026年12月5日(土) から。終了日を選んでください')).toBeTruthy();
    fireEvent.click(day('2026年12月8日(火)'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-05', to: '2026-12-08' });
    expect(screen.getByText('2026年12月5日(土) 〜 2026年12月8日(火)（4日間）')).toBeTruthy();
    expect(day('2026年12月5日(土) 予約可 開始日').className).toContain('bg-gold');
    expect(day('2026年12月6日(日) 予約可 選択中').closest('td')?.getAttribute('aria-selected')).toBe('true');
    expect(day('2026年12月8日(火) 予約可 終了日')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '選択をクリア' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('does not let a range cross an unavailable day, and says why it started again', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(day('2026年12月8日(火)'));
    fireEvent.click(day('2026年12月12日(土)'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-12', to: null });
    expect(screen.getByText(/予約できない日をまたぐため/)).toBeTruthy();
  });

  it('refuses days before minDate and unavailable days', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const past = day('2026年12月2日(水) 受付期間外');
    const taken = day('2026年12月10日(木) 予約不可');
    expect(past.getAttribute('aria-disabled')).toBe('true');
    expect(taken.getAttribute('aria-disabled')).toBe('true');
    expect(taken.className).toContain('line-through');
    fireEvent.click(past);
    fireEvent.click(taken);
    expect(onChange).not.toHaveBeenCalled();
    expect(day('2026年12月1日(火) 今日').getAttribute('aria-current')).toBe('date');
  });

  it('lets a night range check out on a taken day', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} unit="night" />);
    fireEvent.click(day('2026年12月8日(火)'));
    const checkout = day('2026年12月10日(木) 予約不可 チェックアウトのみ可');
    expect(checkout.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(checkout);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-08', to: '2026-12-10' });
    expect(screen.getByText('2026年12月8日(火) 〜 2026年12月10日(木)（2泊）')).toBeTruthy();
  });

  it('is one tab stop moved with the arrow keys, across months', () => {
    render(<Harness />);
    const tabbable = screen.getAllByRole('button').filter((button) => button.closest('table') && button.tabIndex === 0);
    expect(tabbable.map((button) => button.getAttribute('data-date'))).toEqual(['2026-12-01']);
    const start = day('2026年12月1日(火)');
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-02');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-05');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    fireEvent.click(document.activeElement as Element);
    expect(day('2026年12月12日(土) 予約可 開始日')).toBe(document.activeElement);
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2027年1月12日(火) 予約可');
    expect(screen.getByRole('grid', { name: '2027年1月' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2027年1月11日(月) 成人の日 予約可');
  });
});
