import type { ReactNode } from 'react';
import type { ReserveQuote } from '@kurumatabi/contract';
import { ArrowLeft, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { reserveMessages as m } from '../../messages';
import type { ReserveProblem } from '../../reserve-errors';
import { CancellationPolicy } from './cancellation-policy';
import { QuoteLines } from './quote-panel';
import { ReserveProblemAlert } from './reserve-problem-alert';

/**
 * The confirmation: everything the request will say (listing, dates, plan, options, payment), the
 * quoted price and the cancellation policy, then the request itself (with a card: only once the card
 * is ready). A refusal is said here, with the way back to the input when the dates must change.
 */
export function ConfirmStage({
  listing,
  rows,
  quote,
  dayWord,
  problem,
  submitting,
  canSubmit = true,
  onBack,
  onSubmit,
  challenge,
}: {
  listing: ReactNode;
  rows: { label: string; value: ReactNode }[];
  quote: ReserveQuote;
  dayWord?: '日' | '泊';
  problem: ReserveProblem | null;
  submitting: boolean;
  /** False while something the request needs (the card) is missing. */
  canSubmit?: boolean;
  onBack: () => void;
  onSubmit: () => void;
  /** The card's 3-D Secure challenge after the request, while it runs. */
  challenge?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Card className="space-y-5 p-5 sm:p-6">
        <h2 className="text-lg font-bold text-ink">{m.form.confirmHeading}</h2>
        {listing}
        <dl className="divide-y divide-line/60 border-y border-line/60 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <dt className="shrink-0 text-ink-soft">{row.label}</dt>
              <dd className="tabular font-bold text-ink sm:text-right">{row.value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="mb-3 font-bold text-ink">{m.quote.heading}</h3>
          <QuoteLines quote={quote} dayWord={dayWord} />
        </div>
      </Card>
      <Card className="p-5 sm:p-6">
        <CancellationPolicy />
      </Card>
      {problem && <ReserveProblemAlert problem={problem} onChangeDates={onBack} />}
      <p className="text-sm leading-relaxed text-ink-soft">{m.form.submitLead}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={submitting} icon={<ArrowLeft className="size-4" aria-hidden />}>
          {m.form.edit}
        </Button>
        <Button size="lg" onClick={onSubmit} loading={submitting} disabled={!canSubmit} icon={<Send className="size-4" aria-hidden />}>
          {m.form.submit}
        </Button>
      </div>
      {challenge}
    </div>
  );
}
