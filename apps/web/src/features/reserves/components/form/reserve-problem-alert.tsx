import { IdCard } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { reserveMessages as m } from '../../messages';
import { paymentMessages as pm } from '../../payment-messages';
import type { ReserveProblem } from '../../reserve-errors';

/**
 * A refused quote or request, said in place: the taken days with the way back to the calendar, the
 * missing licence with the way to register it, the listing's rules with the API's details.
 */
export function ReserveProblemAlert({ problem, onChangeDates }: { problem: ReserveProblem; onChangeDates?: () => void }) {
  if (problem.kind === 'license') {
    return (
      <div role="alert" className="rounded-(--radius-card) border border-warning/50 bg-warning/10 p-4 text-sm leading-relaxed">
        <p className="flex items-center gap-2 font-bold text-ink">
          <IdCard className="size-5 text-warning" aria-hidden />
          {m.errors.licenseTitle}
        </p>
        <p className="mt-2 text-ink-soft">{m.errors.licenseBody}</p>
        <LinkButton to="/mypage/driving-license" size="sm" className="mt-3">
          {m.errors.licenseLink}
        </LinkButton>
      </div>
    );
  }
  const details = problem.kind === 'period' || problem.kind === 'conditions' ? problem.details : [];
  return (
    <Alert tone="error">
      <p>{problem.message}</p>
      {problem.kind === 'challengeFailed' && <p>{pm.errors.challengeRetry}</p>}
      {details.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      {problem.kind === 'period' && onChangeDates && (
        <Button size="sm" variant="outline" className="mt-3" onClick={onChangeDates}>
          {m.form.edit}
        </Button>
      )}
    </Alert>
  );
}
