import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LicenseColor, type DriverLicenseVerification, type Image } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { ArrowLeft, Check, ExternalLink, ImageOff, Undo2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { previewUrlOf } from '@/components/ui/image-upload-field';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { signedUrlsExpired } from '@/lib/upload-image';
import { licenseRequestQuery, useLicenseDecision } from '../api/driver-license-requests';
import { operatorMessages as m } from '../messages';
import { OwnRecordNotice, useIsOwnRecord } from './own-record-notice';
import { ReasonDialog } from './reason-dialog';
import { VerificationStatusBadge } from './verification-status-badge';

export const LICENSE_REQUESTS_PATH = '/operator/driver-licenses';

/** One licence to verify: who sent it, the masked number and fields, both photos large, 承認する / 差し戻す. */
export function LicenseRequestDetail({ driverLicenseId }: { driverLicenseId: string }) {
  const { authenticated } = useSession();
  const query = useQuery({ ...licenseRequestQuery(driverLicenseId), enabled: authenticated });

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && ['DRIVER_LICENSE_NOT_FOUND', 'VALIDATION_FAILED'].includes(query.error.code);
    return (
      <Alert tone="error">
        <p>{missing ? m.notFound : m.loadFailed}</p>
        {!missing && (
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        )}
      </Alert>
    );
  }
  return <RequestDetail request={query.data} onPhotosExpired={() => void query.refetch()} />;
}

function RequestDetail({ request, onPhotosExpired }: { request: DriverLicenseVerification; onPhotosExpired: () => void }) {
  const { user, driverLicense: licence } = request;
  const own = useIsOwnRecord(user.id);
  const decision = useLicenseDecision();
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState(false);

  const decide = async (input: { decision: 'verify' } | { decision: 'reject'; reason: string }): Promise<boolean> => {
    try {
      await decision.mutateAsync({ driverLicenseId: licence.id, ...input });
      toast.success(input.decision === 'verify' ? m.verified(user.name) : m.rejected(user.name));
      setRejecting(false);
      await navigate(LICENSE_REQUESTS_PATH);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError && error.code !== 'INTERNAL' ? error.message : m.decisionFailed);
      if (error instanceof ApiError && error.code === 'DRIVER_LICENSE_NOT_PENDING') setRejecting(false);
      return false;
    }
  };

  const rows = [
    { label: m.email, value: user.email },
    { label: m.number, value: licence.number, note: m.numberNote },
    { label: m.color, value: LicenseColor.labels[licence.color] },
    { label: m.expiresOn, value: formatDate(licence.expiresOn) },
    ...(licence.submittedAt ? [{ label: m.submittedAt, value: formatDateTime(licence.submittedAt) }] : []),
    ...(licence.decidedAt ? [{ label: m.decidedAt, value: formatDateTime(licence.decidedAt) }] : []),
    ...(licence.rejectionReason ? [{ label: m.rejectionReason, value: licence.rejectionReason }] : []),
  ];
  const pending = licence.status === 'VerificationRequest';

  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-xs font-bold tracking-[0.2em] text-gold">{m.user}</p>
          <VerificationStatusBadge status={licence.status} />
        </div>
        <h2 className="mt-1 text-2xl font-bold">{user.name}</h2>
        <dl className="mt-4 divide-y divide-line">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]">
              <dt className="text-sm font-bold text-ink-muted">{row.label}</dt>
              <dd className="tabular break-all whitespace-pre-wrap">
                {row.value}
                {row.note && <span className="mt-0.5 block text-xs text-ink-muted">{row.note}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </Card>

      <section aria-label={m.photos} className="space-y-4">
        <h2 className="text-lg font-bold">{m.photos}</h2>
        <div className="grid gap-5 xl:grid-cols-2">
          <Photo side={m.front} image={licence.frontImage} onExpired={onPhotosExpired} />
          <Photo side={m.back} image={licence.backImage} onExpired={onPhotosExpired} />
        </div>
      </section>

      <Card className="p-5 sm:p-6">
        {pending && own ? (
          <OwnRecordNotice />
        ) : pending ? (
          <>
            <p className="text-sm leading-relaxed text-ink-soft">{m.decisionNote}</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <Button
                onClick={() => void decide({ decision: 'verify' })}
                loading={decision.isPending && decision.variables?.decision === 'verify'}
                disabled={decision.isPending}
                icon={<Check className="size-4" aria-hidden />}
              >
                {m.verify}
              </Button>
              <Button
                variant="danger"
                onClick={() => setRejecting(true)}
                disabled={decision.isPending}
                icon={<Undo2 className="size-4" aria-hidden />}
              >
                {m.reject}
              </Button>
            </div>
          </>
        ) : (
          <p role="status" className="text-sm text-ink-soft">
            {m.alreadyDecided}
          </p>
        )}
      </Card>

      <LinkButton to={LICENSE_REQUESTS_PATH} variant="ghost" size="sm" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.backToList}
      </LinkButton>

      <ReasonDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        busy={decision.isPending}
        texts={{ ...m.rejectReasonDialog, label: m.rejectDialogLabel, lead: m.rejectDialogLead, placeholder: m.reasonPlaceholder }}
        tone="danger"
        rows={5}
        onConfirm={(reason) => decide({ decision: 'reject', reason })}
      />
    </div>
  );
}

/** A photo large enough to read the licence (the 1600 px variant), with a link to open it alone. */
function Photo({ side, image, onExpired }: { side: string; image: Image | null; onExpired: () => void }) {
  const url = image ? previewUrlOf(image, 1600) : null;
  return (
    <figure className="space-y-2">
      <figcaption className="flex items-center justify-between gap-3 text-sm font-bold text-ink-soft">
        {side}
        {url && (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-xs font-normal text-gold hover:text-gold-bright"
          >
            <ExternalLink className="size-3.5" aria-hidden />
            {m.openFullSize(side)}
          </a>
        )}
      </figcaption>
      <div className="overflow-hidden rounded-(--radius-card) border border-line bg-canvas">
        {url ? (
          <img
            src={url}
            alt={`${m.photos}（${side}）`}
            onError={() => signedUrlsExpired(image) && onExpired()}
            className="max-h-[70vh] w-full object-contain"
          />
        ) : (
          <div className="flex aspect-[85.6/54] flex-col items-center justify-center gap-2 text-sm text-ink-muted">
            <ImageOff className="size-6" aria-hidden />
            {m.noPhoto}
          </div>
        )}
      </div>
    </figure>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-6">
      <Card className="space-y-3 p-5 sm:p-6">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </Card>
      <div className="grid gap-5 xl:grid-cols-2">
        <Skeleton className="aspect-[85.6/54] w-full" />
        <Skeleton className="aspect-[85.6/54] w-full" />
      </div>
    </div>
  );
}
