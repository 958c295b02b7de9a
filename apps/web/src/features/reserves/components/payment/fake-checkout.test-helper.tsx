import type { CardCheckout } from './card-checkout';

/**
 * A stand-in for the card processor's parts in tests (the sandbox's and Stripe's are their own
 * features' tests): a button that gives a ready card, and a challenge with its two answers.
 */
export function fakeCheckout(card = { paymentToken: 'pm_sbx_test_4242', card: { brand: 'visa', last4: '4242' } }): CardCheckout {
  return {
    CardForm: ({ amount, onReady }) => (
      <div>
        <p data-testid="card-form-amount">{amount}</p>
        <button type="button" onClick={() => onReady(card)}>
          テストカードを使う
        </button>
      </div>
    ),
    Challenge: ({ clientSecret, onFinished, onDismiss }) => (
      <div role="dialog" aria-label="3Dセキュア認証（テスト）">
        <p data-testid="challenge-secret">{clientSecret}</p>
        <button type="button" onClick={onFinished}>
          認証する
        </button>
        <button type="button" onClick={onDismiss}>
          閉じる
        </button>
      </div>
    ),
  };
}
