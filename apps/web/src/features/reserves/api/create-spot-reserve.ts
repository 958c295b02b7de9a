import { useMutation } from '@tanstack/react-query';
import { createSpotReserve, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useReserveChanged } from './keys';

export type CreateSpotReserveInput = Input<typeof createSpotReserve>;

/** create-spot-reserve with its Idempotency-Key (see SubmissionKeys); invalidates as create-car-reserve does. */
export function useCreateSpotReserve() {
  const changed = useReserveChanged();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateSpotReserveInput; idempotencyKey: string }) =>
      callApi(createSpotReserve, input, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: changed,
  });
}
