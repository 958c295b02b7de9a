import { useState } from 'react';
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { ErrorDetail, ReserveDetail, ReserveQuote } from '@kurumatabi/contract';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { reserveKeys } from '../../api/keys';
import { reserveMessages as m } from '../../messages';
import { paymentMessages as pm } from '../../payment-messages';
import { problemText, reserveProblemOf, type ReserveProblem } from '../../reserve-errors';
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

/** A request whose card asked for 3-D Secure: the challenge runs before the guest leaves the page. */
export interface PendingChallenge {
  reserveId: string;
  clientSecret: string;
}

export interface CardHooks {
  /** The card was refused (with why) or failed its challenge (null: the reason is said at the dates): it must be given again. */
  onCardRefused: (message: string | null) => void;
}

/**
 * The two stages of a reserve page and the request itself: one Idempotency-Key per submission,
 * reused on a retry of the same one; a success goes to the new reservation's detail with a toast;
 * a refusal stays on the confirmation, said in place (taken days also refresh the calendar). A
 * refused card goes back to the card field with the reason, everything else kept; a card that asks
 * for 3-D Secure leaves `challenge` set until the challenge is confirmed (`challengeEnded`).
 */
export function useReserveFlow<I>(mutation: CreateMutation<I>, card?: CardHooks) {
  const [stage, setStageState] = useState<ReserveStage>('input');
  const [problem, setProblem] = useState<ReserveProblem | null>(null);
  const [challenge, setChallenge] = useState<PendingChallenge | null>(null);
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
          if (reserve.payment?.status === 'RequiresAction' && reserve.payment.clientSecret) {
            setChallenge({ reserveId: reserve.id, clientSecret: reserve.payment.clientSecret });
            return;
          }
          done(reserve);
        },
        onError: (error) => {
          const found = reserveProblemOf(error);
          if (found.kind === 'declined') {
            // Nothing was made: back to the card, which says why; the dates, options and agreement stay.
            keys.forget();
            card?.onCardRefused(found.message);
            setStageState('input');
            return;
          }
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

  const done = (reserve: ReserveDetail) => {
    toast.success(m.form.created);
    void navigate(`/reserves/${reserve.id}`);
  };

  /** The challenge's confirm answered: the reservation, or why it was refused. */
  const challengeEnded = (outcome: { reserve: ReserveDetail } | { error: unknown }) => {
    const pending = challenge;
    setChallenge(null);
    if ('reserve' in outcome) {
      done(outcome.reserve);
      return;
    }
    const found = reserveProblemOf(outcome.error);
    if (found.kind === 'declined') {
      // The request was cancelled and its days freed: the guest starts again from the dates.
      keys.forget();
      mutation.reset();
      card?.onCardRefused(null);
      void queryClient.invalidateQueries({ queryKey: reserveKeys.schedules });
      setProblem({ kind: 'challengeFailed', message: `${pm.errors.challengeFailed}${found.message}` });
      setStageState('input');
      window.scrollTo({ top: 0 });
      return;
    }
    // Not known yet (the provider, the network): the reservation's page can finish it before its deadline.
    toast.error(problemText(found));
    if (pending) void navigate(`/reserves/${pending.reserveId}`);
  };

  /** The guest closed the challenge: the request waits on its page, which offers the challenge again. */
  const challengeDismissed = () => {
    const pending = challenge;
    setChallenge(null);
    toast.info(pm.challenge.dismissed);
    if (pending) void navigate(`/reserves/${pending.reserveId}`);
  };

  return {
    stage,
    setStage,
    problem,
    clearProblem: () => setProblem(null),
    submit,
    submitting: mutation.isPending || challenge !== null,
    challenge,
    challengeEnded,
    challengeDismissed,
    // The request is on its way or made: the form stops quoting (its days are about to be, or are, the guest's own).
    sent: mutation.isPending || mutation.isSuccess,
  };
}
