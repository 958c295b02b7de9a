import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stripeCheckout } from './index';

/**
 * Stripe.js replaced by a stand-in (no network, no script from js.stripe.com): the Elements group
 * and the Payment Element as @stripe/react-stripe-js drives them, and the calls the page makes.
 */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, (event: unknown) => void>();
  const element = {
    mount: vi.fn(),
    destroy: vi.fn(),
    update: vi.fn(),
    on: vi.fn((event: string, handler: (event: unknown) => void) => handlers.set(event, handler)),
    off: vi.fn(),
  };
  const elements = { create: vi.fn(() => element), update: vi.fn(), submit: vi.fn(), getElement: vi.fn(() => element) };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    handleNextAction: vi.fn(),
  };
  return { handlers, element, elements, stripe, loadStripe: vi.fn() };
});

vi.mock('@stripe/stripe-js', () => ({ loadStripe: fake.loadStripe }));

beforeEach(() => {
  fake.handlers.clear();
  vi.clearAllMocks();
  fake.loadStripe.mockResolvedValue(fake.stripe);
  fake.elements.submit.mockResolvedValue({});
  fake.stripe.createPaymentMethod.mockResolvedValue({
    paymentMethod: { id: 'pm_1Test4242', card: { brand: 'visa', last4: '4242' } },
  });
  fake.stripe.handleNextAction.mockResolvedValue({ paymentIntent: { status: 'requires_capture' } });
});
afterEach(cleanup);

const emit = (event: string, payload: unknown) =>
  act(() => {
    fake.handlers.get(event)?.(payload);
  });

describe('the Stripe mode of the payment step', () => {
  it('mounts the Payment Element for the total in yen with manual payment method creation, and hands over the pm_', async () => {
    const onReady = vi.fn();
    const { CardForm } = stripeCheckout('pk_test_form');
    render(<CardForm amount={25600} onReady={onReady} />);
    // The first render also fetches the lazy chunk.
    await vi.waitFor(() => expect(fake.element.mount).toHaveBeenCalled(), { timeout: 10_000 });
    expect(fake.loadStripe).toHaveBeenCalledWith('pk_test_form', { locale: 'ja' });
    expect(fake.stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'payment',
        amount: 25600,
        currency: 'jpy',
        captureMethod: 'manual',
        paymentMethodCreation: 'manual',
        paymentMethodTypes: ['card'],
      }),
    );
    expect(fake.elements.create).toHaveBeenCalledWith('payment', expect.anything());
    const use = screen.getByRole('button', { name: 'このカードを使う' }) as HTMLButtonElement;
    // Not before the card is complete.
    expect(use.disabled).toBe(true);
    emit('ready', {});
    emit('change', { complete: true, elementType: 'payment' });
    expect(use.disabled).toBe(false);
    fireEvent.click(use);
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledWith({ paymentToken: 'pm_1Test4242', card: { brand: 'visa', last4: '4242' } }));
    expect(fake.elements.submit).toHaveBeenCalledBefore(fake.stripe.createPaymentMethod);
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({ elements: fake.elements });
  });

  it('says Stripe’s own message when the card is refused before a payment method is made', async () => {
    fake.stripe.createPaymentMethod.mockResolvedValue({ error: { type: 'card_error', message: 'カード番号が正しくありません。' } });
    const onReady = vi.fn();
    const { CardForm } = stripeCheckout('pk_test_refused');
    render(<CardForm amount={9800} onReady={onReady} />);
    await vi.waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
    emit('change', { complete: true, elementType: 'payment' });
    fireEvent.click(screen.getByRole('button', { name: 'このカードを使う' }));
    expect((await screen.findByRole('alert')).textContent).toBe('カード番号が正しくありません。');
    expect(onReady).not.toHaveBeenCalled();
  });

  it('says so when Stripe.js cannot load', async () => {
    fake.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    const { CardForm } = stripeCheckout('pk_test_offline');
    render(<CardForm amount={9800} onReady={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('カード入力欄を読み込めませんでした');
  });

  it('runs the challenge with handleNextAction once, then tells the page it ended', async () => {
    const onFinished = vi.fn();
    const { Challenge } = stripeCheckout('pk_test_challenge');
    render(<Challenge clientSecret="pi_123_secret_456" onFinished={onFinished} onDismiss={vi.fn()} />);
    await vi.waitFor(() => expect(onFinished).toHaveBeenCalledOnce());
    expect(fake.stripe.handleNextAction).toHaveBeenCalledExactlyOnceWith({ clientSecret: 'pi_123_secret_456' });
  });

  it('gives up the challenge (the request waits on its page) when Stripe.js cannot load', async () => {
    fake.loadStripe.mockResolvedValue(null);
    const onDismiss = vi.fn();
    const onFinished = vi.fn();
    const { Challenge } = stripeCheckout('pk_test_none');
    render(<Challenge clientSecret="pi_9_secret_9" onFinished={onFinished} onDismiss={onDismiss} />);
    await vi.waitFor(() => expect(onDismiss).toHaveBeenCalledOnce());
    expect(onFinished).not.toHaveBeenCalled();
  });
});
