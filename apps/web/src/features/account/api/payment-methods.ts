import { paymentMethodsFor } from '@kurumatabi/contract';
import type { PaymentMethod } from '@kurumatabi/contract/enums';
import { useMemo } from 'react';
import { useUserQuery } from '@/lib/user-query';
import { currentUserQuery } from './current-user';

/**
 * The payment methods the signed-in account may reserve with (the rule the API enforces): card for everyone,
 * 請求書払い for a 法人 account too. Card only until the profile has loaded.
 */
export function usePaymentMethods(): readonly PaymentMethod[] {
  const kind = useUserQuery(currentUserQuery).data?.account?.kind ?? 'Individual';
  return useMemo(() => paymentMethodsFor(kind), [kind]);
}
