import { useState } from 'react';
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { ErrorDetail, ReserveDetail, ReserveQuote } from '@kurumatabi/contract';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { reserveKeys } from '../../api/keys';
import { reserveMessages as m } from '../../messages';
import { reserveProblemOf, type ReserveProblem } from '../../reserve-errors';
import { useSubmissionKeys } from '../../submission-key';
import type { QuoteState } from './quote-panel';
import type { ReserveStage } from './reserve-frame';

/**
 * What the quote panel shows: nothing before the dates, the listing's own rules broken (checked
 * in the browser by the contract's quote function, before asking), the API's refusal, or its quote.
 */
export function quoteStateOf(args: {
  asked: boolean;
  localProblems: ErrorDetail[];
  query: { data: ReserveQuote | undefined; error: unknown; isFetching: boolean; isPlaceholderData: boolean };
  idleReason?: string;
}): QuoteState {
  if (args.localProblems.length > 0) {
    return {
      status: 'problem',
      problem: { kind: 'conditions', message: m.errors.conditions, details: args.localProblems.map((p) => p.message) },
    };
  }
  if (!args.asked) return { status: 'idle', reason: args.idleReason };
  if (args.query.error && !args.query.isFetching) return { status: 'problem', problem: reserveProblemOf(args.query.error, m.quote.failed) };
  if (args.query.data) return { status: 'ready', quote: args.query.data, updating: args.query.isFetching || args.query.isPlaceholderData };
  return { status: 'loading' };
}

type CreateMutation<I> = UseMutationResult<ReserveDetail, Error, { input: I; idempotencyKey: string }>;

/**
 * The two stages of a reserve page and the request itself: one Idempotency-Key per submission,
 * reused on a retry of the same one; a success goes to the new reservation's detail with a toast;
 * a refusal stays on the confirmation, said in place (taken days also refresh the calendar).
 */
export function useReserveFlow<I>(mutation: CreateMutation<I>) {
  const [stage, setStageState] = useState<ReserveStage>('input');
  const [problem, setProblem] = useState<ReserveProblem | null>(null);
  const keys = useSubmissionKeys();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const setStage = (next: ReserveStage) => {
    setProblem(null);
    setStageState(next);
    window.scrollTo({ top: 0 });
  };

  const submit = (input: I) => {
    setProblem(null);
    mutation.mutate(
      { input, idempotencyKey: keys.keyFor(input) },
      {
        onSuccess: (reserve) => {
          toast.success(m.form.created);
          void navigate(`/reserves/${reserve.id}`);
        },
        onError: (error) => {
          const found = reserveProblemOf(error);
          if (found.kind === 'keyReused') keys.forget();
          // Taken days or a new price: the calendar and the quote are asked again, so the input shows what changed.
          if (found.kind === 'period') void queryClient.invalidateQueries({ queryKey: reserveKeys.schedules });
          if (found.kind === 'period' || found.kind === 'price') void queryClient.invalidateQueries({ queryKey: reserveKeys.quotes });
          setProblem(found);
          // Taken days: back to the calendar, which now shows them, with the message above it.
          if (found.kind === 'period') setStageState('input');
        },
      },
    );
  };

  return {
    stage,
    setStage,
    problem,
    clearProblem: () => setProblem(null),
    submit,
    submitting: mutation.isPending,
    // The request is on its way or made: the form stops quoting (its days are about to be, or are, the guest's own).
    sent: mutation.isPending || mutation.isSuccess,
  };
}
