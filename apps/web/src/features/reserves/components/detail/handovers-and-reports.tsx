import type { ReserveDetail } from '@kurumatabi/contract';
import { FuelLevel, HandoverKind, AccidentKind } from '@kurumatabi/contract';
import { Tag } from '@/components/ui/tag';
import { formatDateTime } from '@/lib/format';
import { reserveMessages as m } from '../../messages';
import { PrivatePhotos } from './private-photos';

function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The check-in and check-out records: when, the odometer and fuel of a car, the note and the photos. */
export function Handovers({ handovers }: { handovers: ReserveDetail['handovers'] }) {
  if (handovers.length === 0) return <p className="text-sm text-ink-muted">{m.detail.noHandovers}</p>;
  return (
    <ul className="space-y-4">
      {handovers.map((handover) => (
        <li key={handover.kind} className="rounded-(--radius-card) border border-line bg-surface p-4">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-bold text-ink">{HandoverKind.labels[handover.kind]}</span>
            <span className="tabular text-sm text-ink-soft">{formatDateTime(handover.recordedAt)}</span>
          </p>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {handover.odometerKm !== null && (
              <div className="flex justify-between gap-3">
                <dt className="text-ink-soft">{m.detail.odometer}</dt>
                <dd className="tabular font-bold text-ink">{m.detail.odometerValue(groupDigits(handover.odometerKm))}</dd>
              </div>
            )}
            {handover.fuelLevel !== null && (
              <div className="flex justify-between gap-3">
                <dt className="text-ink-soft">{m.detail.fuel}</dt>
                <dd className="font-bold text-ink">{FuelLevel.labels[handover.fuelLevel]}</dd>
              </div>
            )}
          </dl>
          {handover.note && <p className="mt-2 text-sm whitespace-pre-line text-ink-soft">{handover.note}</p>}
          <PrivatePhotos photos={handover.photos} />
        </li>
      ))}
    </ul>
  );
}

/** Accidents and defects either party reported: what, where, when, the police, the photos. */
export function AccidentReports({ reports }: { reports: ReserveDetail['accidentReports'] }) {
  if (reports.length === 0) return <p className="text-sm text-ink-muted">{m.detail.noReports}</p>;
  return (
    <ul className="space-y-4">
      {reports.map((report) => (
        <li key={report.id} className="rounded-(--radius-card) border border-danger/40 bg-danger/5 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Tag tone={report.kind === 'Accident' ? 'danger' : 'warning'}>{AccidentKind.labels[report.kind]}</Tag>
            <span className="text-sm text-ink-soft">
              {m.detail.reportedBy(m.detail.timelineBy[report.reporterRole] ?? report.reporterRole, formatDateTime(report.createdAt))}
            </span>
          </div>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex gap-3">
              <dt className="w-24 shrink-0 text-ink-soft">{m.detail.occurredAt}</dt>
              <dd className="tabular text-ink">{formatDateTime(report.occurredAt)}</dd>
            </div>
            <div className="flex gap-3">
              <dt className="w-24 shrink-0 text-ink-soft">{m.detail.place}</dt>
              <dd className="text-ink">{report.place}</dd>
            </div>
            <div className="flex gap-3">
              <dt className="w-24 shrink-0 text-ink-soft">{m.detail.police}</dt>
              <dd className="text-ink">{report.policeCalled ? m.detail.policeYes : m.detail.policeNo}</dd>
            </div>
          </dl>
          <p className="mt-2 text-sm whitespace-pre-line text-ink">{report.description}</p>
          <PrivatePhotos photos={report.photos} />
        </li>
      ))}
    </ul>
  );
}
