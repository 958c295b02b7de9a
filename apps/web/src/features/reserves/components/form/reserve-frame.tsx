import type { ReactNode } from 'react';
import type { ListingPhoto } from '@kurumatabi/contract';
import { ArrowLeft, CalendarCheck, Car, MapPin } from 'lucide-react';
import { srcSetOf, variantUrl } from '@/components/ui/image-variants';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { Stepper } from '@/components/ui/stepper';
import { reserveMessages as m } from '../../messages';

export type ReserveStage = 'input' | 'confirm';

/** The reserve page's frame: the way back to the listing, the heading, where the guest is in the steps. */
export function ReserveFrame({
  target,
  listingId,
  stage,
  children,
}: {
  target: 'car' | 'spot';
  listingId: string;
  stage: ReserveStage;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <LinkButton
        to={`/${target}/${listingId}`}
        variant="ghost"
        size="sm"
        className="-ml-3"
        icon={<ArrowLeft className="size-4" aria-hidden />}
      >
        {target === 'car' ? m.form.backToCar : m.form.backToSpot}
      </LinkButton>
      <PageHeading
        eyebrow={m.form.eyebrow}
        icon={<CalendarCheck className="size-4" aria-hidden />}
        title={target === 'car' ? m.form.carTitle : m.form.spotTitle}
      />
      <Stepper steps={m.form.steps} current={stage === 'input' ? 0 : 1} className="max-w-xl" />
      {children}
    </div>
  );
}

/** The listing being reserved: its cover and title, with the place line under it. */
export function ListingSummary({
  target,
  title,
  cover,
  meta,
}: {
  target: 'car' | 'spot';
  title: string;
  cover: ListingPhoto | null;
  meta?: ReactNode;
}) {
  const Icon = target === 'car' ? Car : MapPin;
  return (
    <div className="flex items-center gap-4">
      <div className="aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-lg bg-raised">
        {cover && cover.variants.length > 0 ? (
          <img
            src={variantUrl(cover.variants, 320)}
            srcSet={srcSetOf(cover.variants)}
            sizes="112px"
            alt=""
            width={cover.width}
            height={cover.height}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-ink-muted">
            <Icon className="size-7" aria-hidden />
          </div>
        )}
      </div>
      <div className="min-w-0">
        <p className="line-clamp-2 font-bold text-ink">{title}</p>
        {meta && <div className="mt-1 text-sm text-ink-soft">{meta}</div>}
      </div>
    </div>
  );
}

/** A titled block of the form. */
export function FormSection({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-line pt-6 first:border-t-0 first:pt-0">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {lead && <p className="text-sm text-ink-soft">{lead}</p>}
      {children}
    </section>
  );
}
