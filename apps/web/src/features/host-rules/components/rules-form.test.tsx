import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ListingRules } from '@kurumatabi/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RulesForm } from './rules-form';

afterEach(cleanup);

const rules: ListingRules = {
  unit: 'Days',
  basePrice: 12_000,
  cleaningFee: 0,
  stored: false,
  availability: {
    advanceNotice: { days: 0, cutoffHour: 24 },
    bufferDaysBefore: 0,
    bufferDaysAfter: 0,
    horizonDays: 365,
    startWeekdays: [0, 1, 2, 3, 4, 5, 6],
    minLength: 1,
    maxLength: 14,
    overrides: [],
  },
  pricing: { overrides: [], seasons: [], beforeHoliday: null, fridaySaturday: null, weekPercent: 0, monthPercent: 0, deliveryBands: [] },
  presets: [
    { key: 'GoldenWeek', name: 'ゴールデンウィーク 2027', range: { from: '2027-04-29', to: '2027-05-05' } },
    { key: 'Obon', name: 'お盆 2027', range: { from: '2027-08-13', to: '2027-08-16' } },
  ],
  updatedAt: null,
};

const now = new Date('2027-04-10T03:00:00Z');

function renderForm(onSave = vi.fn(), serverErrors = {}, serverMessage: string | null = null, delivery = true) {
  render(
    <RulesForm
      rules={rules}
      delivery={delivery}
      onSave={onSave}
      saving={false}
      serverErrors={serverErrors}
      serverMessage={serverMessage}
      now={now}
    />,
  );
  return onSave;
}

const cell = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button[data-date]')].find((b) =>
    b.querySelector('.sr-only')?.textContent?.startsWith(label),
  );

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

// A form with a year of 365 day cells re-renders slowly under jsdom.
describe('RulesForm', { timeout: 60_000 }, () => {
  it('adds a preset season in one press and shows its price in the year calendar', () => {
    const onSave = renderForm();
    expect(screen.getByText(/まだルールを保存していません/)).toBeTruthy();
    fireEvent.click(screen.getByText(/^ゴールデンウィーク 2027（/));
    expect(
      screen
        .getByText(/^ゴールデンウィーク 2027（.*追加済み/)
        .closest('button')!
        .hasAttribute('disabled'),
    ).toBe(true);
    const season = screen.getByTestId('season');
    expect((within(season).getByLabelText('シーズン名') as HTMLInputElement).value).toBe('ゴールデンウィーク 2027');
    // The preset starts at +20 %: 12,000 → 14,400 on its days.
    expect(cell('2027年5月3日(月) 憲法記念日 ¥14,400 ゴールデンウィーク 2027')).toBeTruthy();
    fireEvent.change(field('7日（泊）以上の割引率（%）'), { target: { value: '10' } });
    fireEvent.click(screen.getByText('ルールを保存'));
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = onSave.mock.calls[0]![0];
    expect(saved.pricing.weekPercent).toBe(10);
    expect(saved.pricing.seasons).toEqual([
      { name: 'ゴールデンウィーク 2027', ranges: [{ from: '2027-04-29', to: '2027-05-05' }], change: { kind: 'Percent', percent: 20 } },
    ]);
  });

  it('shows the contract’s Japanese messages at their fields and sends nothing', () => {
    const onSave = renderForm();
    fireEvent.change(field('最短利用日数'), { target: { value: '10' } });
    fireEvent.change(field('最長利用日数'), { target: { value: '3' } });
    fireEvent.click(screen.getByText('ルールを保存'));
    expect(onSave).not.toHaveBeenCalled();
    expect(field('最長利用日数').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('最長期間は最短期間以上にしてください。')).toBeTruthy();
    fireEvent.change(field('予約受付期間（何日先まで）'), { target: { value: '' } });
    for (const day of ['日', '月', '火', '水', '木', '金', '土']) fireEvent.click(screen.getByLabelText(day));
    fireEvent.click(screen.getByText('ルールを保存'));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('入力内容を確認してください。')).toBeTruthy();
    expect(screen.getByText('予約受付期間を数字で入力してください。')).toBeTruthy();
    expect(screen.getByText('利用開始できる曜日を1つ以上選んでください。')).toBeTruthy();
  });

  it('sets 休前日 and Friday–Saturday prices, and shows the API’s refusal at its field', () => {
    const onSave = renderForm(
      vi.fn(),
      { 'availability.maxLength': '車両の最長期間は90日以下で入力してください。' },
      '車両の最長期間は90日以下で入力してください。',
    );
    expect(screen.getAllByText('車両の最長期間は90日以下で入力してください。').length).toBeGreaterThanOrEqual(2);
    const friSat = screen.getByRole('group', { name: '金・土曜日の料金' });
    fireEvent.change(within(friSat).getByLabelText('料金の決め方'), { target: { value: 'Price' } });
    fireEvent.change(within(friSat).getByLabelText('料金（円）'), { target: { value: '15000' } });
    expect(cell('2027年4月16日(金) ¥15,000 金・土曜日料金')).toBeTruthy();
    fireEvent.click(screen.getByText('ルールを保存'));
    expect(onSave.mock.calls[0]![0].pricing.fridaySaturday).toEqual({ kind: 'Price', price: 15_000 });
  });

  it('labels a season’s price once: the group says whose price, the select how it is set', () => {
    renderForm();
    fireEvent.click(screen.getByText('シーズンを追加'));
    const season = screen.getByTestId('season');
    expect(within(season).getAllByText('料金の決め方')).toHaveLength(1);
    expect(within(season).getByRole('group', { name: 'シーズンの料金' })).toBeTruthy();
  });

  it('adds a dated price, shows it in the year calendar, and sends it', () => {
    const onSave = renderForm();
    expect(screen.getByText('特定日の料金はまだありません。')).toBeTruthy();
    fireEvent.click(screen.getByText('特定日の料金を追加'));
    const row = screen.getByTestId('dated-price');
    fireEvent.change(within(row).getByLabelText('開始日'), { target: { value: '2027-04-20' } });
    fireEvent.change(within(row).getByLabelText('終了日'), { target: { value: '2027-04-21' } });
    fireEvent.change(within(row).getByLabelText('1日の料金（円）'), { target: { value: '30000' } });
    expect(cell('2027年4月21日(水) ¥30,000 特定日料金')).toBeTruthy();
    fireEvent.click(screen.getByText('ルールを保存'));
    expect(onSave.mock.calls[0]![0].pricing.overrides).toEqual([{ from: '2027-04-20', to: '2027-04-21', price: 30_000 }]);
  });

  it('refuses a dated price ending before it starts, overlapping ones and a price that is not whole yen, at their fields', () => {
    const onSave = renderForm();
    fireEvent.click(screen.getByText('特定日の料金を追加'));
    fireEvent.click(screen.getByText('特定日の料金を追加'));
    const [first, second] = screen.getAllByTestId('dated-price');
    const save = () => fireEvent.click(screen.getByText('ルールを保存'));
    fireEvent.change(within(second!).getByLabelText('1日の料金（円）'), { target: { value: '1200.5' } });
    save();
    expect(within(second!).getByText('特定日の料金は整数で入力してください。')).toBeTruthy();
    fireEvent.change(within(second!).getByLabelText('1日の料金（円）'), { target: { value: '12000' } });
    fireEvent.change(within(first!).getByLabelText('開始日'), { target: { value: '2027-04-20' } });
    fireEvent.change(within(first!).getByLabelText('終了日'), { target: { value: '2027-04-19' } });
    save();
    expect(within(first!).getByText('終了日は開始日以降の日付を指定してください。')).toBeTruthy();
    fireEvent.change(within(first!).getByLabelText('終了日'), { target: { value: '2027-04-22' } });
    fireEvent.change(within(second!).getByLabelText('開始日'), { target: { value: '2027-04-21' } });
    fireEvent.change(within(second!).getByLabelText('終了日'), { target: { value: '2027-04-21' } });
    save();
    expect(screen.getByText('特定日の料金の期間が重なっています。')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds delivery bands to a car (each way), refuses two of one distance at its field, and sends them', () => {
    const onSave = renderForm();
    expect(screen.getByText('配車料金はまだありません（配車しない車両です）。')).toBeTruthy();
    fireEvent.click(screen.getByText('距離の区分を追加'));
    fireEvent.click(screen.getByText('距離の区分を追加'));
    const [near, far] = screen.getAllByTestId('delivery-band');
    expect((within(near!).getByLabelText('距離（何kmまで）') as HTMLInputElement).value).toBe('10');
    expect((within(far!).getByLabelText('距離（何kmまで）') as HTMLInputElement).value).toBe('20');
    fireEvent.change(within(near!).getByLabelText('片道の料金（円）'), { target: { value: '2000' } });
    fireEvent.change(within(far!).getByLabelText('距離（何kmまで）'), { target: { value: '10' } });
    fireEvent.click(screen.getByText('ルールを保存'));
    expect(onSave).not.toHaveBeenCalled();
    expect(within(far!).getByText('同じ距離の区分が重複しています。')).toBeTruthy();
    fireEvent.change(within(far!).getByLabelText('距離（何kmまで）'), { target: { value: '30' } });
    fireEvent.change(within(far!).getByLabelText('片道の料金（円）'), { target: { value: '' } });
    fireEvent.click(screen.getByText('ルールを保存'));
    expect(within(far!).getByText('配車料金を数字で入力してください。')).toBeTruthy();
    fireEvent.change(within(far!).getByLabelText('片道の料金（円）'), { target: { value: '5000' } });
    fireEvent.click(screen.getByText('ルールを保存'));
    expect(onSave.mock.calls[0]![0].pricing.deliveryBands).toEqual([
      { upToKm: 10, fee: 2_000 },
      { upToKm: 30, fee: 5_000 },
    ]);
  });

  it('has no delivery bands on a spot plan’s form', () => {
    renderForm(vi.fn(), {}, null, false);
    expect(screen.queryByText('配車料金（距離ごと）')).toBeNull();
  });
});
