import type { ReactNode } from 'react';
import { IdCard, MessageSquareWarning } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { cx } from '@/lib/cx';
import { driverLicenseMessages } from '../messages';
import { licenceDayLabel, type LicenceRequirement } from '../requirement';
import { LicenceVisitorLine } from './licence-visitor-line';

const m = driverLicenseMessages.requirement;

/**
 * What the guest still needs for a car, said before they start (a car's page, step 1 of its form):
 * `visitor` is a short line with no account data; a met requirement says nothing.
 */
export function LicenceRequirementNotice({
  requirement,
  licenceHref,
  className,
}: {
  requirement: LicenceRequirement | 'visitor';
  /** The licence page, with the way back to where the notice is shown. */
  licenceHref: string;
  className?: string;
}) {
  if (requirement === 'visitor') return <LicenceVisitorLine className={className} />;
  const copy = copyOf(requirement);
  if (!copy) return null;
  return (
    <section
      aria-label={m.label}
      data-testid="licence-requirement"
      className={cx('rounded-[10px] border border-warning/50 bg-warning/10 px-4 py-4 text-sm leading-relaxed sm:px-5', className)}
    >
      <div className="flex gap-3">
        <IdCard className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <div className="min-w-0 space-y-2">
          <p className="font-bold text-ink">{copy.title}</p>
          <p className="text-ink-soft">{copy.detail}</p>
          {copy.extra}
          <LinkButton to={licenceHref} size="sm" variant="outline" className="mt-1">
            {copy.action}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}

function copyOf(requirement: LicenceRequirement): { title: string; detail: string; action: string; extra?: ReactNode } | null {
  switch (requirement.kind) {
    case 'met':
      return null;
    case 'none':
      return { title: m.none, detail: m.noneDetail, action: m.register };
    case 'notRequested':
      return { title: m.notRequested, detail: m.notRequestedDetail, action: m.request };
    case 'underVerification':
      return { title: m.underVerification, detail: m.underVerificationDetail, action: m.seeStatus };
    case 'rejected':
      return {
        title: m.rejected,
        detail: m.rejectedDetail,
        action: m.fix,
        extra: requirement.reason ? (
          <div className="rounded-lg border border-danger/50 bg-danger/10 px-3 py-2">
            <p className="flex items-center gap-1.5 font-bold text-danger">
              <MessageSquareWarning className="size-4 shrink-0" aria-hidden />
              {m.rejectionReason}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-ink">{requirement.reason}</p>
          </div>
        ) : undefined,
      };
    case 'expiresBeforeReturn':
      return { title: m.expiresBeforeReturn(licenceDayLabel(requirement.expiresOn)), detail: m.expiryDetail, action: m.update };
    case 'expired':
      return { title: m.expired(licenceDayLabel(requirement.expiresOn)), detail: m.expiryDetail, action: m.update };
  }
}
