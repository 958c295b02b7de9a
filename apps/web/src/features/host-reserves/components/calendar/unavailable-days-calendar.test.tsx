import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toggleDay } from '../../calendar-draft';
import { UnavailableDaysCalendar } from './unavailable-days-calendar';

afterEach(cleanup);

const day = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

function Harness({ onToggle }: { onToggle?: (date: string) => void }) {
  const [closed, setClosed] = useState<Set<string>>(new Set(['2026-11-27']));
  return (
    <UnavailableDaysCalendar
      month="2026-11"
      onMonthChange={() => {}}
      minMonth="2026-11"
      maxMonth="2027-11"
      today="2026-11-20"
      unavailable={closed}
      held={new Set(['2026-11-25', '2026-11-26'])}
      imported={new Set(['2026-11-28'])}
      buffer={new Set(['2026-11-24', '2026-11-27'])}
      changed={new Set()}
      onToggle={(date) => {
        onToggle?.(date);
        setClosed((current) => toggleDay(current, date));
      }}
    />
  );
}

describe('UnavailableDaysCalendar', () => {
  it('names each day’s state, the holidays and today', () => {
    render(<Harness />);
    expect(day('2026年11月20日(金)').getAttribute('aria-label')).toBe('2026年11月20日(金) 今日 予約可');
    expect(day('2026年11月23日(月)').getAttribute('aria-label')).toBe('2026年11月23日(月) 勤労感謝の日 予約可');
    expect(day('2026年11月27日(金)').getAttribute('aria-pressed')).toBe('true');
    // An imported calendar's day says so, and stays the owner's to close as their own.
    expect(day('2026年11月28日(土)').getAttribute('aria-label')).toBe('2026年11月28日(土) 他のカレンダーで予約不可');
    expect(day('2026年11月28日(土)').getAttribute('aria-pressed')).toBe('false');
    expect(within(screen.getByRole('list', { name: '2026年11月の祝日' })).getByText(/勤労感謝の日/)).toBeTruthy();
  });

  it('marks the preparation days around a reservation as their own state, with a legend entry, still the owner’s to close', () => {
    render(<Harness />);
    const prepared = day('2026年11月24日(火)');
    expect(prepared.getAttribute('aria-label')).toBe('2026年11月24日(火) 準備日（予約の前後。ルールで予約を受け付けません）');
    expect(prepared.textContent).toContain('準備');
    expect(prepared.getAttribute('aria-pressed')).toBe('false');
    // A preparation day the owner closed says closed: the owner's own state first.
    expect(day('2026年11月27日(金)').getAttribute('aria-label')).toContain('予約不可に設定');
    expect(within(screen.getByRole('list', { name: '凡例' })).getByText('準備日（ルールで前後を空けています）')).toBeTruthy();
  });

  it('toggles a free day closed and open again', () => {
    const onToggle = vi.fn();
    render(<Harness onToggle={onToggle} />);
    fireEvent.click(day('2026年11月24日(火)'));
    expect(day('2026年11月24日(火)').getAttribute('aria-pressed')).toBe('true');
    expect(day('2026年11月24日(火)').getAttribute('aria-label')).toContain('予約不可に設定');
    fireEvent.click(day('2026年11月24日(火)'));
    expect(day('2026年11月24日(火)').getAttribute('aria-pressed')).toBe('false');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('never toggles a day held by a reservation or a past day', () => {
    const onToggle = vi.fn();
    render(<Harness onToggle={onToggle} />);
    const held = day('2026年11月25日(水)');
    expect(held.getAttribute('aria-label')).toContain('予約あり（変更できません）');
    expect(held.getAttribute('aria-disabled')).toBe('true');
    expect(held.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(held);
    const past = day('2026年11月19日(木)');
    expect(past.getAttribute('aria-label')).toContain('過去の日');
    fireEvent.click(past);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('stops its arrows at the months it may show', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: '前の月（2026年10月）' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '次の月（2026年12月）' }).hasAttribute('disabled')).toBe(false);
  });
});
