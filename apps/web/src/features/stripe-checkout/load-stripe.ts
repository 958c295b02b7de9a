import type { Stripe } from '@stripe/stripe-js';

const loading = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded once and only when asked (the stripe mode's payment step
 * or challenge): the package and the script from js.stripe.com are never part of another page. A
 * failed load is forgotten so the next ask tries again.
 */
export function getStripe(publishableKey: string): Promise<Stripe | null> {
  let found = loading.get(publishableKey);
  if (!found) {
    found = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey, { locale: 'ja' }));
    found.catch(() => loading.delete(publishableKey));
    loading.set(publishableKey, found);
  }
  return found;
}
