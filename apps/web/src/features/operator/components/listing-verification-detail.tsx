import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CarVerification, SpotVerification } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import {
  CarServiceType,
  CarSizeClass,
  DoorCount,
  FuelType,
  Prefecture,
  PriceUnit,
  PublicationState,
  SteeringSide,
  Transmission,
  type VerificationStatus,
} from '@kurumatabi/contract/enums';
import { ArrowLeft, Check, ExternalLink, Undo2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Gallery } from '@/components/ui/gallery';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { useSession } from '@/lib/session';
import {
  carMasterQueries,
  carVerificationQuery,
  spotMasterQueries,
  spotVerificationQuery,
  useCarDecision,
  useSpotDecision,
  type ListingDecision,
} from '../api/listing-verifications';
import { listingVerificationMessages as l, operatorMessages as m } from '../messages';
import { OwnRecordNotice, useIsOwnRecord } from './own-record-notice';
import { ReasonDialog } from './reason-dialog';
import { VerificationStatusBadge } from './verification-status-badge';

export const CAR_VERIFICATIONS_PATH = '/operator/cars';
export const SPOT_VERIFICATIONS_PATH = '/operator/spots';

interface FactRow {
  label: string;
  value: ReactNode;
}

/** Names of master ids (an id the master no longer lists is shown as it is). */
function namesOf(ids: readonly string[], items: readonly { id: string; name: string }[] | undefined): string {
  if (ids.length === 0) return l.none;
  const byId = new Map((items ?? []).map((item) => [item.id, item.name]));
  return ids.map((id) => byId.get(id) ?? id).join('、');
}

const hhmm = (value: string | null) => (value ? value.slice(0, 5) : '');

/** `/operator/cars/:carId`: the car with its photos and facts; 承認する / 差し戻す. */
export function CarVerificationDetail({ carId }: { carId: string }) {
  const { authenticated } = useSession();
  const query = useQuery({ ...carVerificationQuery(carId), enabled: authenticated });
  const kinds = useQuery({ ...carMasterQueries.kinds, enabled: authenticated });
  const basic = useQuery({ ...carMasterQueries.basic, enabled: authenticated });
  const additional = useQuery({ ...carMasterQueries.additional, enabled: authenticated });
  const rules = useQuery({ ...carMasterQueries.rules, enabled: authenticated });
  const decision = useCarDecision(carId);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError || !query.data) return <LoadProblem missing={!query.isError} onRetry={() => void query.refetch()} />;
  const { car, owner } = query.data;
  const optionNames = new Map((additional.data?.items ?? []).map((item) => [item.id, item.name]));
  const mm = (value: number | null) => (value === null ? '—' : value.toLocaleString('ja-JP'));
  const facts: FactRow[] = [
    { label: l.serviceType, value: CarServiceType.labels[car.serviceType] },
    { label: l.variant, value: <code className="text-sm">{car.carVariantId}</code> },
    { label: l.carKind, value: car.carKindId ? namesOf([car.carKindId], kinds.data?.items) : l.none },
    { label: l.sizeClass, value: CarSizeClass.labels[car.sizeClass] },
    {
      label: l.body,
      value: l.bodyValue(
        DoorCount.labels[car.doorCount],
        SteeringSide.labels[car.steeringSide],
        Transmission.labels[car.transmission],
        FuelType.labels[car.fuelType],
      ),
    },
    { label: l.capacity, value: l.capacityValue(car.seats, car.sleepingCapacity) },
    { label: l.size, value: l.sizeValue(mm(car.lengthMm), mm(car.widthMm), mm(car.heightMm)) },
    { label: l.modelYear, value: car.modelYear ?? l.none },
    { label: l.description, value: car.description || l.none },
    { label: l.facilities, value: namesOf(car.basicFacilityIds, basic.data?.items) },
    {
      label: l.options,
      value:
        car.options.length === 0
          ? l.none
          : car.options
              .map(
                (o) =>
                  `${optionNames.get(o.additionalFacilityId) ?? o.additionalFacilityId} ${formatYen(o.price)} / ${PriceUnit.labels[o.priceUnit]}`,
              )
              .join('、'),
    },
    { label: l.rules, value: namesOf(car.ruleIds, rules.data?.items) },
    { label: l.location, value: car.locationId ? l.locationSet : l.none },
    {
      label: l.price,
      value:
        car.pricePerDay === null
          ? l.none
          : l.priceValue(formatYen(car.pricePerDay), formatYen(car.insurancePricePerDay), formatYen(car.cleaningFee)),
    },
    { label: l.period, value: l.periodValue(car.minDays, car.maxDays, hhmm(car.pickupTime), hhmm(car.returnTime)) },
  ];
  return (
    <VerificationFrame
      title={car.title}
      status={car.verificationStatus}
      owner={owner}
      state={car}
      photos={car.photos}
      placeholder="car"
      facts={facts}
      missing={car.missingFields}
      previewHref={`/car/${car.id}`}
      backTo={CAR_VERIFICATIONS_PATH}
      backLabel={l.backToCars}
      rejectLabel={l.rejectCarLabel}
      decide={(input) => decision.mutateAsync(input)}
      busy={decision.isPending}
      verifying={decision.isPending && decision.variables?.decision === 'verify'}
      onStale={() => void query.refetch()}
    />
  );
}

/** `/operator/spots/:spotId`: the spot with its photos, facts and plans; 承認する / 差し戻す. */
export function SpotVerificationDetail({ spotId }: { spotId: string }) {
  const { authenticated } = useSession();
  const query = useQuery({ ...spotVerificationQuery(spotId), enabled: authenticated });
  const types = useQuery({ ...spotMasterQueries.types, enabled: authenticated });
  const basic = useQuery({ ...spotMasterQueries.basic, enabled: authenticated });
  const surrounding = useQuery({ ...spotMasterQueries.surrounding, enabled: authenticated });
  const additional = useQuery({ ...spotMasterQueries.additional, enabled: authenticated });
  const rules = useQuery({ ...spotMasterQueries.rules, enabled: authenticated });
  const decision = useSpotDecision(spotId);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError || !query.data) return <LoadProblem missing={!query.isError} onRetry={() => void query.refetch()} />;
  const { spot, owner } = query.data;
  const optionNames = new Map((additional.data?.items ?? []).map((item) => [item.id, item.name]));
  const facts: FactRow[] = [
    { label: l.spotType, value: namesOf([spot.spotTypeId], types.data?.items) },
    {
      label: l.address,
      value: spot.prefecture ? `〒${spot.postalCode ?? ''} ${Prefecture.labels[spot.prefecture]}${spot.city}${spot.addressLine}` : l.none,
    },
    { label: l.access, value: spot.access || l.none },
    { label: l.description, value: spot.description || l.none },
    { label: l.facilities, value: namesOf(spot.basicFacilityIds, basic.data?.items) },
    { label: l.surrounding, value: namesOf(spot.surroundingFacilityIds, surrounding.data?.items) },
    { label: l.rules, value: namesOf(spot.ruleIds, rules.data?.items) },
    {
      label: l.options,
      value:
        spot.options.length === 0
          ? l.none
          : spot.options
              .map(
                (o) =>
                  `${optionNames.get(o.additionalFacilityId) ?? o.additionalFacilityId} ${formatYen(o.price)} / ${PriceUnit.labels[o.priceUnit]}`,
              )
              .join('、'),
    },
    {
      label: l.plans,
      value:
        spot.plans.length === 0 ? (
          l.none
        ) : (
          <ul className="space-y-3">
            {spot.plans.map((plan) => (
              <li key={plan.id} className="rounded-lg border border-line bg-canvas px-3 py-2">
                <p className="font-bold">{plan.name}</p>
                <p className="text-sm text-gold">{l.planPrice(formatYen(plan.price), PriceUnit.labels[plan.priceUnit])}</p>
                <p className="text-xs text-ink-soft">
                  {l.planFacts(plan.capacityPerDay, plan.maxPeople)}・
                  {plan.durationMinutes !== null
                    ? l.planDuration(plan.durationMinutes)
                    : l.planTimes(hhmm(plan.checkInTime), hhmm(plan.checkOutTime))}
                </p>
                {plan.description && <p className="mt-1 text-xs whitespace-pre-wrap text-ink-muted">{plan.description}</p>}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <VerificationFrame
      title={spot.title}
      status={spot.verificationStatus}
      owner={owner}
      state={spot}
      photos={spot.photos}
      placeholder="spot"
      facts={facts}
      missing={spot.missingFields}
      previewHref={`/spot/${spot.id}`}
      backTo={SPOT_VERIFICATIONS_PATH}
      backLabel={l.backToSpots}
      rejectLabel={l.rejectSpotLabel}
      decide={(input) => decision.mutateAsync(input)}
      busy={decision.isPending}
      verifying={decision.isPending && decision.variables?.decision === 'verify'}
      onStale={() => void query.refetch()}
    />
  );
}

interface VerificationFrameProps {
  title: string;
  status: VerificationStatus;
  owner: { id: string; name: string; email: string };
  state: {
    publicationState: PublicationState;
    submittedAt: string | null;
    decidedAt: string | null;
    updatedAt: string;
    rejectionReason: string | null;
  };
  photos: readonly { variants: readonly { width: number; url: string }[] }[];
  placeholder: 'car' | 'spot';
  facts: FactRow[];
  missing: readonly string[];
  previewHref: string;
  backTo: string;
  backLabel: string;
  rejectLabel: string;
  decide: (input: ListingDecision) => Promise<CarVerification | SpotVerification>;
  busy: boolean;
  verifying: boolean;
  onStale: () => void;
}

function VerificationFrame(props: VerificationFrameProps) {
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState(false);
  const { state } = props;
  const pending = props.status === 'VerificationRequest';
  const own = useIsOwnRecord(props.owner.id);

  const decide = async (input: ListingDecision): Promise<boolean> => {
    try {
      await props.decide(input);
      toast.success(input.decision === 'verify' ? l.verified(props.title) : l.rejected(props.title));
      setRejecting(false);
      await navigate(props.backTo);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError && error.code !== 'INTERNAL' ? error.message : m.decisionFailed);
      if (error instanceof ApiError && error.code === 'LISTING_NOT_PENDING') {
        setRejecting(false);
        props.onStale();
      }
      return false;
    }
  };

  const head: FactRow[] = [
    { label: l.owner, value: `${props.owner.name}（${props.owner.email}）` },
    { label: l.publication, value: PublicationState.labels[state.publicationState] },
    ...(state.submittedAt ? [{ label: l.submittedAt, value: formatDateTime(state.submittedAt) }] : []),
    ...(state.decidedAt ? [{ label: l.decidedAt, value: formatDateTime(state.decidedAt) }] : []),
    { label: l.updatedAt, value: formatDateTime(state.updatedAt) },
    ...(state.rejectionReason ? [{ label: l.rejectionReason, value: state.rejectionReason }] : []),
    ...(props.missing.length > 0 ? [{ label: l.missing, value: props.missing.join(', ') }] : []),
  ];

  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <VerificationStatusBadge status={props.status} />
        <h2 className="mt-2 text-2xl leading-snug font-bold break-words">{props.title}</h2>
        <Facts rows={head} />
        <Link
          to={props.previewHref}
          target="_blank"
          className="mt-2 inline-flex items-center gap-1.5 text-sm text-gold hover:text-gold-bright"
        >
          <ExternalLink className="size-4" aria-hidden />
          {l.preview}
        </Link>
      </Card>

      <section aria-label={l.photos} className="space-y-3">
        <h2 className="text-lg font-bold">{l.photos}</h2>
        <div className="max-w-3xl">
          <Gallery images={props.photos} title={props.title} placeholder={props.placeholder} messages={{ empty: l.noPhotos }} />
        </div>
      </section>

      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-bold">{l.facts}</h2>
        <Facts rows={props.facts} />
      </Card>

      <Card className="p-5 sm:p-6">
        {pending && own ? (
          <OwnRecordNotice />
        ) : pending ? (
          <>
            <p className="text-sm leading-relaxed text-ink-soft">{l.decisionNote}</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <Button
                onClick={() => void decide({ decision: 'verify' })}
                loading={props.verifying}
                disabled={props.busy}
                icon={<Check className="size-4" aria-hidden />}
              >
                {m.verify}
              </Button>
              <Button
                variant="danger"
                onClick={() => setRejecting(true)}
                disabled={props.busy}
                icon={<Undo2 className="size-4" aria-hidden />}
              >
                {m.reject}
              </Button>
            </div>
          </>
        ) : (
          <p role="status" className="text-sm text-ink-soft">
            {l.alreadyDecided}
          </p>
        )}
      </Card>

      <LinkButton to={props.backTo} variant="ghost" size="sm" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {props.backLabel}
      </LinkButton>

      <ReasonDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        busy={props.busy}
        texts={{ ...m.rejectReasonDialog, label: props.rejectLabel, lead: l.rejectLead, placeholder: l.reasonPlaceholder }}
        tone="danger"
        rows={5}
        onConfirm={(reason) => decide({ decision: 'reject', reason })}
      />
    </div>
  );
}

function Facts({ rows }: { rows: FactRow[] }) {
  return (
    <dl className="mt-4 divide-y divide-line">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm font-bold text-ink-muted">{row.label}</dt>
          <dd className="tabular min-w-0 break-words whitespace-pre-wrap">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LoadProblem({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p>{missing ? l.notFound : l.loadFailed}</p>
      {!missing && (
        <Button size="sm" variant="outline" className="mt-3" onClick={onRetry}>
          {m.retry}
        </Button>
      )}
    </Alert>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-6">
      <Card className="space-y-3 p-5 sm:p-6">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-full" />
      </Card>
      <Skeleton className="aspect-[4/3] w-full max-w-3xl" />
    </div>
  );
}
