import { completeChallenge, createPaymentMethod } from '@kurumatabi/contract';
import { AppError } from '../../../http/app-error.js';
import type { Route } from '../../../http/route.js';
import { signedIn } from '../../../http/route.js';
import { ProviderRefusedError } from '../payment-port.js';
import { SandboxCardError, type SandboxProvider } from './sandbox-provider.js';

/**
 * The sandbox's browser side (issue 33), mounted only with PAYMENT_PROVIDER=sandbox: what Stripe.js
 * and Stripe's test 3-D Secure page do. Any signed-in user may call them, as anyone with the
 * publishable key may call Stripe.js; the client secret is what names an intent.
 */
export function sandboxPaymentsRoutes(route: Route, sandbox: SandboxProvider): void {
  route(createPaymentMethod, async (ctx) => {
    signedIn(ctx);
    try {
      return await sandbox.createPaymentMethod(ctx.body);
    } catch (error) {
      // The API's clock may be a month past the caller's: the same words as the contract's checks.
      if (error instanceof SandboxCardError) throw new AppError('VALIDATION_FAILED', { details: error.problems });
      throw error;
    }
  });
  route(completeChallenge, async (ctx) => {
    signedIn(ctx);
    try {
      const intent = await sandbox.completeChallenge(ctx.body.clientSecret, ctx.body.outcome);
      return { status: intent.status === 'requires_capture' ? ('requires_capture' as const) : ('requires_payment_method' as const) };
    } catch (error) {
      if (error instanceof ProviderRefusedError && error.code === 'resource_missing') throw new AppError('SANDBOX_CHALLENGE_NOT_FOUND');
      if (error instanceof ProviderRefusedError) throw new AppError('SANDBOX_CHALLENGE_NOT_PENDING');
      throw error;
    }
  });
}
