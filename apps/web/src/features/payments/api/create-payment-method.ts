import { useMutation } from '@tanstack/react-query';
import { createPaymentMethod } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import type { CardFormOutput } from '../card-form-schema';

/** create-payment-method (sandbox only): the test card becomes a payment method id, as Stripe.js would make it. */
export function useCreatePaymentMethod() {
  return useMutation({ mutationFn: (card: CardFormOutput) => callApi(createPaymentMethod, card) });
}
