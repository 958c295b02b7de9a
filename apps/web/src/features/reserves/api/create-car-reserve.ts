import { useMutation } from '@tanstack/react-query';
import { createCarReserve, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useReserveChanged } from './keys';

export type CreateCarReserveInput = Input<typeof createCarReserve>;

/**
 * create-car-reserve with its Idempotency-Key (see SubmissionKeys): the answer becomes the cached
 * detail, and the calendars, lists and owners' pages are asked again.
 */
export function useCreateCarReserve() {
  const changed = useReserveChanged();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateCarReserveInput; idempotencyKey: string }) =>
      callApi(createCarReserve, input, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: changed,
  });
}
