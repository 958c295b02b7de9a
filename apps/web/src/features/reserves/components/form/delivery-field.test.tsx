import { ApiError } from '@kurumatabi/contract/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DeliveryField, deliveryErrorOf, deliveryRefusal, useDeliveryRequest } from './delivery-field';

const bands = [
  { upToKm: 30, fee: 5_000 },
  { upToKm: 10, fee: 2_000 },
];

const refusal = new ApiError('RESERVE_CONDITIONS_INVALID', '予約の条件を満たしていません。', 422, [
  { path: 'delivery.km', message: '配車できる距離を超えています（最大20km）。' },
]);

/** The field as the car's form uses it: what it would send, and a quote error to give and a press on to make. */
function Harness({ offered = bands }: { offered?: typeof bands }) {
  const delivery = useDeliveryRequest(offered);
  const [quoteError, setQuoteError] = useState<unknown>(null);
  const [pressed, setPressed] = useState(false);
  return (
    <>
      <DeliveryField bands={offered} delivery={delivery} error={deliveryErrorOf(delivery, quoteError, pressed)} />
      <output data-testid="sent">{delivery.request ? String(delivery.request.km) : '(none)'}</output>
      <button type="button" onClick={() => setQuoteError(refusal)}>
        refuse
      </button>
      <button type="button" onClick={() => setPressed(true)}>
        next
      </button>
    </>
  );
}

const sent = () => screen.getByTestId('sent').textContent;
const want = () => fireEvent.click(screen.getByRole('checkbox', { name: /車両を指定の場所まで届けてもらう/ }));
const distance = () => screen.getByLabelText<HTMLInputElement>('配車先までの距離（km）');
const type = (value: string) => fireEvent.change(distance(), { target: { value } });
const errorText = () => document.getElementById(`${distance().id}-error`)?.textContent ?? null;

describe('the delivery field', () => {
  it('shows the bands nearest first, per way, and asks for a distance only once delivery is ticked', () => {
    render(<Harness />);
    expect(screen.getByText('料金は片道ごと（お届けとお迎え）: 10 km まで ¥2,000 ／ 30 km まで ¥5,000').tagName).toBe('P');
    expect(screen.queryByLabelText('配車先までの距離（km）')).toBeNull();
    want();
    const hint = document.getElementById(`${distance().id}-hint`)?.textContent;
    expect(hint).toMatch(/1〜30 km の整数/);
    expect(sent()).toBe('(none)');
  });

  it('sends a whole distance up to the farthest band (full-width digits too), and nothing once unticked', () => {
    render(<Harness />);
    want();
    type('１２');
    expect(sent()).toBe('12');
    expect(errorText()).toBeNull();
    want();
    expect(sent()).toBe('(none)');
  });

  it('says at the field a distance past the farthest band, not whole, or below 1, and sends none of them', () => {
    render(<Harness />);
    want();
    for (const [value, message] of [
      ['31', '配車できる距離を超えています（最大30km）。'],
      ['2.5', '配車先までの距離は整数（km）で入力してください。'],
      ['0', '配車先までの距離は1km以上で入力してください。'],
    ] as const) {
      type(value);
      expect(errorText()).toBe(message);
      expect(distance().getAttribute('aria-invalid')).toBe('true');
      expect(sent()).toBe('(none)');
    }
  });

  it('asks for the distance when the guest presses on without one', () => {
    render(<Harness />);
    want();
    expect(errorText()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(errorText()).toBe('配車先までの距離を入力してください。');
  });

  it('says the API’s refusal at delivery.km at the field', () => {
    render(<Harness />);
    want();
    type('25');
    fireEvent.click(screen.getByRole('button', { name: 'refuse' }));
    expect(errorText()).toBe('配車できる距離を超えています（最大20km）。');
    expect(deliveryRefusal(new Error('other'))).toBeNull();
  });

  it('is not shown for a car without bands', () => {
    render(<Harness offered={[]} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
