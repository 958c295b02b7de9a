import type { ReactNode } from 'react';
import type { PublicationState, VerificationStatus } from '@kurumatabi/contract/enums';
import { ArrowRight, CircleCheck, ExternalLink, ListChecks, Send } from 'lucide-react';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { listingMessages as m } from '../messages';
import type { MissingItem } from './steps';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** The step where it is edited (1-based). */
  step: number;
}

interface SubmitPanelProps {
  rows: readonly SummaryRow[];
  stepNames: readonly string[];
  stepHref: (step: number) => string;
  missing: readonly MissingItem[];
  status: VerificationStatus;
  publication: PublicationState;
  onPublication: (state: PublicationState) => void;
  publicationBusy: boolean;
  onRequest: () => void;
  requestBusy: boolean;
  previewHref: string;
  previewLabel: string;
  /** Above the summary: the cover and title. */
  header: ReactNode;
}

/** The last step: the summary with links back to each step, what is missing, the publish switch, 審査を申請する. */
export function SubmitPanel(props: SubmitPanelProps) {
  const { rows, stepNames, stepHref, missing, status, publication, onPublication, publicationBusy, onRequest, requestBusy } = props;
  const canRequest = (status === 'Registered' || status === 'Rejected') && missing.length === 0;
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-5 sm:p-6">
        {props.header}
        <h3 className="sr-only">{m.submit.summary}</h3>
        <dl className="divide-y divide-line">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:items-start sm:gap-4">
              <dt className="text-sm font-bold text-ink-muted">{row.label}</dt>
              <dd className="tabular min-w-0 break-words">{row.value}</dd>
              <dd>
                <Link
                  to={stepHref(row.step)}
                  className="text-sm text-gold hover:text-gold-bright"
                  aria-label={m.submit.editStep(stepNames[row.step - 1] ?? '')}
                >
                  {m.edit}
                </Link>
              </dd>
            </div>
          ))}
        </dl>
        <Link to={props.previewHref} target="_blank" className="inline-flex items-center gap-1.5 text-sm text-gold hover:text-gold-bright">
          <ExternalLink className="size-4" aria-hidden />
          {props.previewLabel}
        </Link>
      </Card>

      {missing.length > 0 ? (
        <Card className="border-warning/50 p-5 sm:p-6" role="region" aria-labelledby="missing-title">
          <h3 id="missing-title" className="flex items-center gap-2 text-lg font-bold">
            <ListChecks className="size-5 text-warning" aria-hidden />
            {m.submit.missingTitle}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">{m.submit.missingLead}</p>
          <ul className="mt-3 space-y-2" data-testid="missing-fields">
            {missing.map((item) => (
              <li key={item.field}>
                {item.step ? (
                  <Link
                    to={stepHref(item.step)}
                    className="flex items-center justify-between gap-3 rounded-lg border border-line bg-canvas px-4 py-2.5 text-sm hover:border-gold"
                  >
                    <span className="font-bold">{item.label}</span>
                    <span className="inline-flex items-center gap-1 text-xs text-gold">
                      {stepNames[item.step - 1]}
                      <ArrowRight className="size-3.5" aria-hidden />
                    </span>
                  </Link>
                ) : (
                  <span className="block rounded-lg border border-line bg-canvas px-4 py-2.5 text-sm font-bold">{item.label}</span>
                )}
              </li>
            ))}
          </ul>
        </Card>
      ) : (
        status !== 'VerificationRequest' &&
        status !== 'Verified' && (
          <Alert tone="success">
            <p className="font-bold">{m.submit.completeTitle}</p>
            <p>{m.submit.completeLead}</p>
          </Alert>
        )
      )}

      <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="min-w-0 flex-1">
          <p id="publication-label" className="font-bold">
            {m.submit.publication}
          </p>
          <p id="publication-hint" className="text-sm text-ink-soft">
            {m.submit.publicationHint}
          </p>
        </div>
        <Switch
          checked={publication === 'Published'}
          onChange={(on) => onPublication(on ? 'Published' : 'Unpublished')}
          labelledBy="publication-label"
          describedBy="publication-hint"
          stateLabels={{ on: m.publication.Published, off: m.publication.Unpublished }}
          busy={publicationBusy}
        />
      </Card>

      <Card className="space-y-3 p-5 sm:p-6">
        {status === 'VerificationRequest' ? (
          <p role="status" className="text-sm text-ink-soft">
            {m.submit.underVerification}
          </p>
        ) : status === 'Verified' ? (
          <p role="status" className="flex items-center gap-2 text-sm text-success">
            <CircleCheck className="size-4" aria-hidden />
            {m.submit.verified}
          </p>
        ) : (
          <>
            <p className="text-sm leading-relaxed text-ink-muted">{m.submit.requestNote}</p>
            <Button onClick={onRequest} loading={requestBusy} disabled={!canRequest} icon={<Send className="size-4" aria-hidden />}>
              {m.submit.request}
            </Button>
            {!canRequest && missing.length > 0 && <p className="text-sm text-warning">{m.submit.incomplete}</p>}
          </>
        )}
      </Card>
    </div>
  );
}
