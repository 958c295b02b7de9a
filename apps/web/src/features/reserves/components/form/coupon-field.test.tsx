import { ApiError } from '@kurumatabi/contract/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CouponField, couponRefusal, useCouponCode, useCouponRefusal } from './coupon-field';

const refusal = (message: string) =>
  new ApiError('COUPON_UNAVAILABLE', 'このクーポンはご利用いただけません。', 422, [{ path: 'couponCode', message }]);

/** The field as a form uses it: the applied code shown where the quote's input would take it, and a quote error to give. */
function Harness() {
  const coupon = useCouponCode();
  const [quoteError, setQuoteError] = useState<unknown>(null);
  useCouponRefusal(coupon, quoteError);
  return (
    <>
      <CouponField coupon={coupon} />
      <output data-testid="sent">{coupon.applied ?? '(none)'}</output>
      <button type="button" onClick={() => setQuoteError(refusal('このクーポンは利用上限に達しました。'))}>
        refuse
      </button>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('クーポンコード');
const sent = () => screen.getByTestId('sent').textContent;
/** The texts the field's aria-describedby names (its hint, its error). */
const description = () =>
  (field().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the coupon field', () => {
  it('applies a code typed in lower case or full width as the contract normalises it', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: 'ｓｐｒｉｎｇ２７' } });
    fireEvent.click(screen.getByRole('button', { name: '適用' }));
    expect(sent()).toBe('SPRING27');
    expect(field().value).toBe('SPRING27');
    expect(description()).toContain('クーポン SPRING27 を料金に適用しています。');
    fireEvent.click(screen.getByRole('button', { name: '外す' }));
    expect(sent()).toBe('(none)');
    expect(field().value).toBe('');
  });

  it('says a malformed code at the field and sends nothing', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: 'ab-' } });
    fireEvent.click(screen.getByRole('button', { name: '適用' }));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(description()).toContain('クーポンコードは英大文字と数字の4〜20文字で入力してください。');
    expect(sent()).toBe('(none)');
  });

  it('shows the API’s refusal at the field and drops the coupon, so the quote is asked again without it', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: 'LAST1' } });
    fireEvent.click(screen.getByRole('button', { name: '適用' }));
    expect(sent()).toBe('LAST1');
    fireEvent.click(screen.getByRole('button', { name: 'refuse' }));
    expect(sent()).toBe('(none)');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(description()).toContain('このクーポンは利用上限に達しました。');
    // Typing again clears the message.
    fireEvent.change(field(), { target: { value: 'LAST2' } });
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('takes only a refusal at the coupon field', () => {
    expect(couponRefusal(refusal('x'))).toBe('x');
    expect(couponRefusal(new ApiError('RESERVE_PERIOD_UNAVAILABLE', '', 409, [{ path: 'startDate', message: 'y' }]))).toBeNull();
    expect(couponRefusal(new Error('z'))).toBeNull();
  });
});
