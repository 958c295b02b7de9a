import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithApi } from './payments-test-utils';
import { SandboxCardForm } from './sandbox-card-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const created = { paymentMethodId: 'pm_sbx_0123', card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2099 } };
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

function fill(number: string, expiry: string, cvc: string) {
  fireEvent.change(field('カード番号'), { target: { value: number } });
  fireEvent.change(field('有効期限（月/年）'), { target: { value: expiry } });
  fireEvent.change(field('セキュリティコード'), { target: { value: cvc } });
}

describe('SandboxCardForm', () => {
  it('says it is a test environment, lists the test numbers, and labels its fields for autofill', () => {
    renderWithApi(<SandboxCardForm onCreated={() => {}} />, () => Response.json(created));
    expect(screen.getByRole('group', { name: 'カード情報' })).toBeTruthy();
    expect(screen.getByText('テスト環境: 実際の請求は発生しません')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'テスト用カード番号' }).textContent).toContain('4242 4242 4242 4242');
    expect(field('カード番号').autocomplete).toBe('cc-number');
    expect(field('有効期限（月/年）').autocomplete).toBe('cc-exp');
    expect(field('セキュリティコード').autocomplete).toBe('cc-csc');
    expect(field('カード番号').inputMode).toBe('numeric');
  });

  it('spaces the number as typed, sends the card, and hands the payment method to its parent', async () => {
    const onCreated = vi.fn();
    const { fetch } = renderWithApi(<SandboxCardForm onCreated={onCreated} />, () => Response.json(created));
    fill('4242424242424242', '0499', '123');
    expect(field('カード番号').value).toBe('4242 4242 4242 4242');
    expect(field('有効期限（月/年）').value).toBe('04/99');
    fireEvent.click(screen.getByRole('button', { name: 'このカードを使う' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/v1/sandbox/create-payment-method');
    expect(JSON.parse(String(init?.body))).toEqual({ number: '4242424242424242', expMonth: 4, expYear: 2099, cvc: '123' });
    expect(await screen.findByText('Visa •••• 4242（有効期限 04/99）を使用します')).toBeTruthy();
    // The number is gone with the fields; another card starts empty.
    expect(screen.queryByLabelText('カード番号')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '別のカードを使う' }));
    expect(field('カード番号').value).toBe('');
  });

  it('marks the wrong fields in Japanese and sends nothing', async () => {
    const { fetch } = renderWithApi(<SandboxCardForm onCreated={() => {}} />, () => Response.json(created));
    fill('4242424242424241', '01/20', '12');
    fireEvent.click(screen.getByRole('button', { name: 'このカードを使う' }));
    expect(await screen.findByText(/カード番号が正しくありません/)).toBeTruthy();
    expect(screen.getByText(/有効期限が切れています/)).toBeTruthy();
    expect(screen.getByText(/3桁または4桁/)).toBeTruthy();
    expect(field('カード番号').getAttribute('aria-invalid')).toBe('true');
    expect(field('有効期限（月/年）').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('places the API’s field errors on their fields, and says so when the call fails', async () => {
    let answer = envelope(400, 'VALIDATION_FAILED', '入力内容に誤りがあります。', [
      { path: 'expYear', message: '有効期限が切れています。有効なカードを使ってください。' },
    ]);
    const onCreated = vi.fn();
    renderWithApi(<SandboxCardForm onCreated={onCreated} />, () => answer);
    fill('4242424242424242', '04/99', '123');
    fireEvent.click(screen.getByRole('button', { name: 'このカードを使う' }));
    expect(await screen.findByText('有効期限が切れています。有効なカードを使ってください。')).toBeTruthy();
    expect(field('有効期限（月/年）').getAttribute('aria-invalid')).toBe('true');

    answer = envelope(500, 'INTERNAL', 'サーバーでエラーが発生しました。');
    fireEvent.change(field('有効期限（月/年）'), { target: { value: '05/99' } });
    fireEvent.click(screen.getByRole('button', { name: 'このカードを使う' }));
    expect((await screen.findByRole('alert')).textContent).toContain('カードを登録できませんでした');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('shows that it is working while the card is sent', async () => {
    let release: (response: Response) => void = () => {};
    renderWithApi(<SandboxCardForm onCreated={() => {}} />, () => new Promise<Response>((resolve) => (release = resolve)));
    fill('4242424242424242', '04/99', '123');
    fireEvent.click(screen.getByRole('button', { name: 'このカードを使う' }));
    const busy = await screen.findByRole('button', { name: /カードを確認しています/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release(Response.json(created));
    expect(await screen.findByText(/Visa •••• 4242/)).toBeTruthy();
  });
});
