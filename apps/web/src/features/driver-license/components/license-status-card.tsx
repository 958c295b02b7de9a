import type { DriverLicense } from '@kurumatabi/contract';
import { MessageSquareWarning } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { driverLicenseMessages as m } from '../messages';
import { LicenseStatusBadge } from './license-status-badge';

/** Where the licence stands, what to do next, and — when sent back — the operator's reason, prominently. */
export function LicenseStatusCard({ licence }: { licence: DriverLicense | null }) {
  const state = licence?.status ?? 'None';
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="license-status-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="license-status-heading" className="text-lg font-bold">
            {m.statusHeading}
          </h2>
          <LicenseStatusBadge state={state} />
        </div>
        <p className="text-sm leading-relaxed text-ink-soft">{m.statusDescriptions[state]}</p>
        {licence?.status === 'Rejected' && licence.rejectionReason && (
          <div role="alert" className="rounded-[10px] border border-danger/60 bg-danger/10 p-4">
            <p className="flex items-center gap-2 text-sm font-bold text-danger">
              <MessageSquareWarning className="size-5 shrink-0" aria-hidden />
              {m.rejectionReason}
            </p>
            <p data-testid="rejection-reason" className="mt-2 leading-relaxed whitespace-pre-wrap text-ink">
              {licence.rejectionReason}
            </p>
          </div>
        )}
        {(licence?.submittedAt || licence?.decidedAt) && (
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {licence.submittedAt && (
              <div className="flex gap-3">
                <dt className="text-ink-muted">{m.submittedAt}</dt>
                <dd className="tabular text-ink-soft">{formatDateTime(licence.submittedAt)}</dd>
              </div>
            )}
            {licence.decidedAt && (
              <div className="flex gap-3">
                <dt className="text-ink-muted">{m.decidedAt}</dt>
                <dd className="tabular text-ink-soft">{formatDateTime(licence.decidedAt)}</dd>
              </div>
            )}
          </dl>
        )}
      </section>
    </Card>
  );
}
