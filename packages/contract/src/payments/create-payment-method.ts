import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { cardSummary, sandboxCardInput } from './sandbox-card.js';

/**
 * The sandbox's Stripe.js: turns a test card into a payment method id (`pm_sbx_…`) and its summary.
 * Exists only with PAYMENT_PROVIDER=sandbox. The number and CVC are neither stored nor logged.
 */
export const createPaymentMethod = defineEndpoint({
  path: '/v1/sandbox/create-payment-method',
  tag: 'payments',
  summary: 'テスト用カードから支払い方法を作成する（テスト環境のみ）',
  access: 'user',
  ids: {},
  input: sandboxCardInput,
  output: z.object({ paymentMethodId: z.string(), card: cardSummary }),
});
