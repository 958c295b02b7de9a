import type { CouponView } from '@kurumatabi/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankCoupon, checkCoupon, CouponForm, draftOf, type CouponDraft } from './coupon-form';

afterEach(cleanup);

const draft: CouponDraft = {
  code: 'SUMMER10',
  kind: 'Percent',
  amount: 10,
  minLength: 2,
  stayFrom: '',
  stayTo: '',
  expiresOn: '2027-08-31',
  totalCap: '',
  perGuestCap: '1',
  combinesWithLongStay: false,
};

const stored: CouponView = {
  id: '11111111-1111-4111-8111-111111111111',
  code: 'AUTUMN500',
  scope: 'Host',
  discount: { kind: 'Yen', yen: 500 },
  minLength: 3,
  stay: { from: '2027-09-01', to: '2027-11-30' },
  expiresOn: '2027-11-30',
  totalCap: 50,
  perGuestCap: null,
  combinesWithLongStay: true,
  used: 7,
  stoppedAt: null,
  createdAt: '2027-08-01T00:00:00.000Z',
};

describe('the coupon form’s checking', () => {
  it('reads the form as the contract’s coupon input', () => {
    expect(checkCoupon(draft)).toEqual({
      ok: true,
      value: {
        code: 'SUMMER10',
        discount: { kind: 'Percent', percent: 10 },
        minLength: 2,
        stay: null,
        expiresOn: '2027-08-31',
        totalCap: null,
        perGuestCap: 1,
        combinesWithLongStay: false,
      },
    });
  });

  it('gives the Japanese messages by field', () => {
    const result = checkCoupon({ ...draft, code: 'ab', kind: 'Yen', amount: 0, stayFrom: '2027-08-10', stayTo: '2027-08-01' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.code).toBe('クーポンコードは英大文字と数字の4〜20文字で入力してください。');
    expect(result.errors['discount.yen']).toBe('割引額は1以上で入力してください。');
    expect(result.errors['stay.to']).toBe('終了日は開始日以降の日付を指定してください。');
  });

  it('reads a stored coupon back as the same input (an edit that changes nothing sends it as it is)', () => {
    const { id: _id, scope: _scope, used: _used, stoppedAt: _stoppedAt, createdAt: _createdAt, ...input } = stored;
    expect(checkCoupon(draftOf(stored))).toEqual({ ok: true, value: input });
  });
});

describe('CouponForm', () => {
  const renderForm = (onSubmit = vi.fn(), refusal: { message: string; errors: Record<string, string> } | null = null) => {
    render(
      <CouponForm initial={draftOf(stored)} label="編集" submitLabel="変更を保存" onSubmit={onSubmit} pending={false} refusal={refusal} />,
    );
    return onSubmit;
  };

  it('edits a coupon: the fields start from the stored one and the whole coupon is sent', () => {
    const onSubmit = renderForm();
    expect((screen.getByLabelText('クーポンコード') as HTMLInputElement).value).toBe('AUTUMN500');
    expect((screen.getByLabelText('割引額（円）') as HTMLInputElement).value).toBe('500');
    fireEvent.change(screen.getByLabelText('割引額（円）'), { target: { value: '800' } });
    fireEvent.change(screen.getByLabelText('利用回数の上限（任意）'), { target: { value: '' } });
    fireEvent.click(screen.getByText('変更を保存'));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      code: 'AUTUMN500',
      discount: { kind: 'Yen', yen: 800 },
      totalCap: null,
      minLength: 3,
    });
  });

  it('shows the contract’s messages at their fields and sends nothing', () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('最低利用日数（泊数）'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('お一人の利用回数の上限（任意）'), { target: { value: '101' } });
    fireEvent.click(screen.getByText('変更を保存'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('入力内容を確認してください。')).toBeTruthy();
    expect(screen.getByText('最低利用日数を数字で入力してください。')).toBeTruthy();
    expect(screen.getByLabelText('お一人の利用回数の上限（任意）').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('お一人の利用回数の上限は100以下で入力してください。')).toBeTruthy();
  });

  it('shows the API’s refusal (a code taken, a coupon stopped meanwhile) at the top and at its field', () => {
    renderForm(vi.fn(), {
      message: 'このクーポンコードはすでに使われています。',
      errors: { 'coupon.code': 'このクーポンコードはすでに使われています。' },
    });
    expect(screen.getAllByText('このクーポンコードはすでに使われています。')).toHaveLength(2);
    expect(screen.getByLabelText('クーポンコード').getAttribute('aria-invalid')).toBe('true');
  });

  it('starts a new coupon at 10 % off until today', () => {
    expect(blankCoupon('2027-04-10')).toMatchObject({ code: '', kind: 'Percent', amount: 10, expiresOn: '2027-04-10', totalCap: '' });
  });
});
