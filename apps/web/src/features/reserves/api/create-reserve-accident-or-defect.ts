import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReserveAccidentOrDefect, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { reserveKeys } from './keys';

/** create-reserve-accident-or-defect (either party): the report joins the detail, which is asked again. */
export function useCreateReserveAccidentOrDefect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<typeof createReserveAccidentOrDefect>) => callApi(createReserveAccidentOrDefect, input),
    onSuccess: (_report, input) => queryClient.invalidateQueries({ queryKey: reserveKeys.detail(input.reserveId) }),
  });
}
