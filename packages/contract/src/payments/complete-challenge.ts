import { z } from 'zod';
import { singleLineText } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { challengeOutcomes } from './sandbox-card.js';

/** The sandbox's test-mode 3-D Secure page: completes or fails the challenge of an intent. Sandbox only. */
export const completeChallenge = defineEndpoint({
  path: '/v1/sandbox/complete-challenge',
  tag: 'payments',
  summary: '3Dセキュア認証（テスト）を完了または失敗させる（テスト環境のみ）',
  access: 'user',
  ids: {},
  input: z.strictObject({
    /** The intent's client secret (`pi_sbx_…_secret_…`), as Stripe.js takes it. */
    clientSecret: singleLineText('クライアントシークレット').min(1).max(200),
    outcome: z.enum(challengeOutcomes),
  }),
  output: z.object({ status: z.enum(['requires_capture', 'requires_payment_method']) }),
  errors: ['SANDBOX_CHALLENGE_NOT_FOUND', 'SANDBOX_CHALLENGE_NOT_PENDING'],
});
