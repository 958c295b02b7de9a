import type { ReactNode } from 'react';
import type { OwnedRevision } from '@kurumatabi/contract';
import { materialFieldLabel } from '@kurumatabi/contract';
import type { PublicationState, VerificationStatus } from '@kurumatabi/contract/enums';
import { CalendarX2, ExternalLink, Pencil } from 'lucide-react';
import { Link } from '@/components/link';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Switch } from '@/components/ui/switch';
import { formatRelativeTime } from '@/lib/format';
import { listingMessages as m } from '../messages';
import { ListingThumb } from './listing-thumb';
import { PublicationBadge, RevisionBadge, VerificationBadge } from './status-badges';

export interface ListingRowProps {
  title: string;
  cover: { variants: readonly { width: number; url: string }[] } | null;
  /** Under the title: the model or type, and the place. */
  facts: ReactNode;
  /** The price line (gold), or the plan count. */
  price: ReactNode;
  status: VerificationStatus;
  rejectionReason: string | null;
  /** A change of a verified listing waiting for staff, or sent back (ADR 0023). */
  revision: OwnedRevision | null;
  publication: PublicationState;
  listed: boolean;
  updatedAt: string;
  editHref: string;
  editLabel: string;
  previewHref: string;
  previewLabel: string;
  onPublication: (state: PublicationState) => void;
  publicationBusy: boolean;
  /** The listing's calendar of unavailable days (予約不可日). */
  calendarHref: string;
  calendarLabel: string;
}

/** A row of 車両の管理 / スポットの管理: cover, title, state, price, updated; 予約不可日, 編集, プレビュー and the publish switch. */
export function ListingRow(props: ListingRowProps) {
  const switchId = `publish-${props.editHref.replace(/\W+/g, '-')}`;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={props.title} className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)] lg:grid-cols-[12rem_minmax(0,1fr)_auto]">
        <Link to={props.editHref} tabIndex={-1} aria-hidden="true">
          <ListingThumb photo={props.cover} />
        </Link>
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap gap-1.5">
            <VerificationBadge status={props.status} />
            <PublicationBadge state={props.publication} />
            {props.revision && <RevisionBadge status={props.revision.status} />}
          </div>
          <h3 className="text-lg leading-snug font-bold break-words">
            <Link to={props.editHref} className="hover:text-gold-bright">
              {props.title}
            </Link>
          </h3>
          <p className="text-sm text-ink-soft">{props.facts}</p>
          <p className="tabular font-bold text-gold">{props.price}</p>
          <p className="text-xs text-ink-muted">
            <span className={props.listed ? 'font-bold text-success' : undefined}>{props.listed ? m.listed : m.notListed}</span>
            <span aria-hidden="true"> ・ </span>
            <span className="tabular">{m.updatedAt(formatRelativeTime(props.updatedAt))}</span>
          </p>
          {props.status === 'Rejected' && props.rejectionReason && (
            <p className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm whitespace-pre-wrap text-ink">
              {props.rejectionReason}
            </p>
          )}
          {props.revision?.status === 'Pending' && (
            <p className="text-sm text-ink-soft">{m.revision.pendingNote(props.revision.fields.map(materialFieldLabel).join('・'))}</p>
          )}
          {props.revision?.status === 'Rejected' && props.revision.rejectionReason && (
            <p className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm whitespace-pre-wrap text-ink">
              <span className="font-bold">{m.revision.rejectedReason}: </span>
              {props.revision.rejectionReason}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3 sm:col-span-2 lg:col-span-1 lg:flex-col lg:items-end lg:border-0 lg:pt-0">
          <span id={`${switchId}-label`} className="sr-only">
            {m.publishSwitch(props.title)}
          </span>
          <Switch
            checked={props.publication === 'Published'}
            onChange={(on) => props.onPublication(on ? 'Published' : 'Unpublished')}
            labelledBy={`${switchId}-label`}
            stateLabels={{ on: m.publication.Published, off: m.publication.Unpublished }}
            busy={props.publicationBusy}
            className="mr-auto lg:mr-0"
          />
          <div className="flex flex-wrap gap-2 lg:justify-end">
            <LinkButton
              to={props.calendarHref}
              size="sm"
              variant="ghost"
              aria-label={props.calendarLabel}
              icon={<CalendarX2 className="size-4" aria-hidden />}
            >
              {m.calendar}
            </LinkButton>
            <LinkButton
              to={props.previewHref}
              size="sm"
              variant="ghost"
              aria-label={props.previewLabel}
              icon={<ExternalLink className="size-4" aria-hidden />}
            >
              {m.preview}
            </LinkButton>
            <LinkButton
              to={props.editHref}
              size="sm"
              variant="outline"
              aria-label={props.editLabel}
              icon={<Pencil className="size-4" aria-hidden />}
            >
              {m.edit}
            </LinkButton>
          </div>
        </div>
      </article>
    </Card>
  );
}
