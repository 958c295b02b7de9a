import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Calendar } from './calendar';
import type { DateRange, RangeUnit } from './calendar-rules';

afterEach(cleanup);

const day = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const cell = (label: string) => screen.getByRole('gridcell', { name: label });

// The first render of a file builds react-day-picker's months cold: 5 s was not enough on a loaded CI host.
describe('Calendar (view)', { timeout: 20_000 }, () => {
  it('shows availability with Japanese weekdays, holidays and a legend', () => {
    render(<Calendar mode="view" defaultMonth="2026-11" today="2026-11-01" minDate="2026-11-02" unavailableDates={['2026-11-21']} />);
    // The weekday row is for the eye (each day's name carries its weekday): 日〜土, Sunday red, Saturday blue.
    const weekdays = screen.getAllByRole('columnheader', { hidden: true });
    expect(weekdays.map((th) => th.textContent)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    expect(weekdays[0]?.getAttribute('aria-label')).toBe('日曜日');
    expect(screen.getByRole('grid', { name: '2026年11月' })).toBeTruthy();
    expect(cell('2026年11月21日(土) 予約不可')).toBeTruthy();
    expect(cell('2026年11月20日(金) 予約可')).toBeTruthy();
    expect(cell('2026年11月1日(日) 今日 受付期間外')).toBeTruthy();
    // A holiday is named on its day and listed under the month.
    const holiday = cell('2026年11月23日(月) 勤労感謝の日 予約可');
    expect(holiday.getAttribute('title')).toBe('勤労感謝の日');
    expect(
      within(screen.getByRole('list', { name: '2026年11月の祝日' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3日(火) 文化の日', '23日(月) 勤労感謝の日']);
    // Sundays and holidays in the red tone, Saturdays in the blue.
    expect(within(holiday).getByText('23').className).toContain('text-danger');
    const saturday = cell('2026年11月28日(土) 予約可');
    expect(within(saturday).getByText('28').className).toContain('text-info');
    expect(within(saturday).getByText('○')).toBeTruthy();
    expect(within(cell('2026年11月21日(土) 予約不可')).getByText('×')).toBeTruthy();
    expect(within(cell('2026年11月1日(日) 今日 受付期間外')).getByText('－')).toBeTruthy();
    const legend = screen.getByRole('list', { name: '凡例' });
    expect(legend.textContent).toContain('予約可');
    expect(legend.textContent).toContain('予約不可');
    // Nothing to press in the view mode.
    expect(screen.queryAllByRole('button', { name: /^2026年\d+月\d+日/ })).toHaveLength(0);
  });

  it('moves between months within the bounds', () => {
    const onMonthChange = vi.fn();
    render(<Calendar mode="view" today="2026-11-10" minDate="2026-11-10" maxMonth="2027-01" onMonthChange={onMonthChange} />);
    const previous = screen.getByRole('button', { name: '前の月（2026年10月）' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(onMonthChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '次の月（2026年12月）' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-12');
    expect(cell('2026年12月5日(土) 予約可')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '次の月（2027年1月）' }));
    expect(screen.getByRole('button', { name: '次の月（2027年2月）' }).getAttribute('aria-disabled')).toBe('true');
    expect(cell('2027年1月11日(月) 成人の日 予約可')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '月の切り替え' })).toBeTruthy();
  });

  it('shows two months side by side when asked', () => {
    render(<Calendar mode="view" months={2} defaultMonth="2026-12" today="2026-11-10" />);
    expect(screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-label'))).toEqual(['2026年12月', '2027年1月']);
    expect(screen.getAllByRole('status').map((caption) => caption.textContent)).toEqual(['2026年12月', '2027年1月']);
    expect(screen.getByRole('button', { name: '次の月（2027年2月）' })).toBeTruthy();
  });
});

describe('Calendar (range)', () => {
  function Harness({ onChange, unit, maxLength }: { onChange?: (range: DateRange | null) => void; unit?: RangeUnit; maxLength?: number }) {
    const [value, setValue] = useState<DateRange | null>(null);
    return (
      <Calendar
        mode="range"
        unit={unit}
        maxLength={maxLength}
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
    expect(screen.getByRole('group', { name: '予約カレンダー' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: '2026年12月' })).toBeTruthy();
    expect(screen.getByText('開始日を選んでください')).toBeTruthy();
    fireEvent.click(day('2026年12月5日(土) 予約可'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-05', to: null });
    expect(screen.getByText('2026年12月5日(土) から。終了日を選んでください')).toBeTruthy();
    // The day under the pointer previews the range.
    fireEvent.mouseEnter(day('2026年12月7日(月)'));
    expect(day('2026年12月6日(日)').className).toContain('bg-gold/20');
    fireEvent.click(day('2026年12月8日(火)'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-05', to: '2026-12-08' });
    expect(screen.getByText('2026年12月5日(土) 〜 2026年12月8日(火)（4日間）')).toBeTruthy();
    expect(day('2026年12月5日(土) 予約可 開始日').className).toContain('bg-gold');
    expect(day('2026年12月6日(日) 予約可 選択中').closest('td')?.getAttribute('aria-selected')).toBe('true');
    expect(day('2026年12月8日(火) 予約可 終了日').className).toContain('bg-gold');
    expect(day('2026年12月6日(日)').className).toContain('text-gold-bright');
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
    const past = day('2026年12月2日(水) 受付期間外') as HTMLButtonElement;
    const taken = day('2026年12月10日(木) 予約不可') as HTMLButtonElement;
    expect(past.disabled).toBe(true);
    expect(taken.disabled).toBe(true);
    expect(taken.className).toContain('line-through');
    fireEvent.click(past);
    fireEvent.click(taken);
    expect(onChange).not.toHaveBeenCalled();
    expect(day('2026年12月1日(火) 今日').getAttribute('aria-current')).toBe('date');
    // Sundays red, Saturdays blue, holidays named in a tooltip.
    expect(day('2026年12月6日(日)').className).toContain('text-danger');
    expect(day('2026年12月5日(土)').className).toContain('text-info');
  });

  it('lets a night range check out on a taken day', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} unit="night" />);
    fireEvent.click(day('2026年12月8日(火)'));
    const checkout = day('2026年12月10日(木) 予約不可 チェックアウトのみ可') as HTMLButtonElement;
    expect(checkout.disabled).toBe(false);
    expect(checkout.className).toContain('line-through');
    fireEvent.click(checkout);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-08', to: '2026-12-10' });
    expect(screen.getByText('2026年12月8日(火) 〜 2026年12月10日(木)（2泊）')).toBeTruthy();
  });

  it('puts the days past the longest range out of reach while the end is picked', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} maxLength={3} />);
    fireEvent.click(day('2026年12月11日(金)'));
    const beyond = day('2026年12月14日(月) 受付期間外') as HTMLButtonElement;
    expect(beyond.disabled).toBe(true);
    fireEvent.click(day('2026年12月13日(日)'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-11', to: '2026-12-13' });
    expect((day('2026年12月14日(月) 予約可') as HTMLButtonElement).disabled).toBe(false);
  });

  it('is one tab stop moved with the arrow keys, across months, skipping the days that cannot be picked', () => {
    render(<Harness />);
    const tabbable = () => screen.getAllByRole('button').filter((button) => button.closest('table') && button.tabIndex === 0);
    // Today (12/1) cannot be picked: the tab stop is the first day that can.
    expect(tabbable().map((button) => button.getAttribute('data-date'))).toEqual(['2026-12-03']);
    const start = day('2026年12月3日(木)');
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-04');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-05');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    fireEvent.click(document.activeElement as Element);
    expect(day('2026年12月12日(土) 予約可 開始日')).toBe(document.activeElement);
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2027年1月12日(火) 予約可');
    expect(screen.getByRole('grid', { name: '2027年1月' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2027年1月11日(月) 成人の日 予約可');
    expect(tabbable()).toEqual([document.activeElement]);
    // A month back, then a day back past 12/10: a taken day is skipped by the arrows (its button is disabled).
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageUp' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-11');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-09');
  });
});

describe("Calendar: the host's start rules", () => {
  it('lists why days of the months shown cannot start a trip, and a refused start cannot be picked', () => {
    const onChange = vi.fn();
    const startReasons = new Map([
      ['2026-11-03', '予約受付は2日前まで'],
      ['2026-11-04', '予約受付は2日前まで'],
      ['2026-11-20', '準備日'],
      ['2027-01-08', '準備日'],
    ]);
    render(
      <Calendar
        mode="range"
        defaultMonth="2026-11"
        today="2026-11-02"
        minDate="2026-11-02"
        unavailableDates={['2026-11-20']}
        startReasons={startReasons}
        value={null}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('この期間に利用を開始できない日').parentElement?.textContent).toContain(
      '予約受付は2日前まで（11月3日〜11月4日）',
    );
    expect(screen.getByText(/準備日（11月20日）/)).toBeTruthy();
    expect(screen.queryByText(/1月8日/)).toBeNull();
    fireEvent.click(day('2026年11月3日(火) 文化の日 予約受付は2日前まで'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
