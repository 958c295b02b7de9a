import {
  allowedActionsFor,
  type ActorRole,
  cancellationPreview,
  japanDay,
  shownName,
  type AccidentReport,
  type Image,
  type ReserveDetail,
  type ReservePaymentView,
  type ReserveSummary,
  type ViewerRole,
} from '@kurumatabi/contract';
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import type { AccidentReportRow, HandoverRow, ImageRow, ReserveRow, UserRow } from '../../db/schema/index.js';
import { toListingPhoto } from '../listings/listing-documents.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import type { ReserveMoney } from '../payments/reserve-money.js';
import { createReservePaymentsRepository } from '../payments/reserve-payments.repository.js';
import { createReserveFactsRepository, type ReserveFacts } from './reserve-facts.repository.js';
import { returnCheckOf } from './reserve-return-check.js';
import { createReservesRepository } from './reserves.repository.js';

/** How the viewer relates to the reservation; null for anyone else (who gets 404, never its data). */
export function viewerRoleOf(
  row: Pick<ReserveRow, 'guestUserId' | 'hostUserId'>,
  user: Pick<UserRow, 'id' | 'isOperator'>,
): ViewerRole | null {
  if (row.guestUserId === user.id) return 'Guest';
  if (row.hostUserId === user.id) return 'Host';
  return user.isOperator ? 'Operator' : null;
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** A reservation's history, handovers and accident reports, as the detail shows them. */
export interface KnownParts {
  /** The facts beside the row, when the caller read them already (a new request, under its listing's lock). */
  facts?: ReserveFacts;
  history: { fromStatus: ReserveStatus | null; toStatus: ReserveStatus; actorRole: ActorRole; reason: string | null; at: Date }[];
  handovers: HandoverRow[];
  reports: AccidentReportRow[];
  /** The 3-D Secure challenge's secret of a new request whose card asked for one. */
  intentSecret?: string | null;
}

/** Renders reservations for a viewer: lists (summaries) and the detail page. */
export function createReserveViews(deps: { db: DbOrTx; toImage: (row: ImageRow) => Image; now: () => Date; money: ReserveMoney }) {
  const payments = createReservePaymentsRepository(deps.db);

  /** The payment as the viewer reads it; a guest whose card waits for 3-D Secure gets the challenge's secret. */
  async function paymentOf(row: ReserveRow, role: ViewerRole, knownSecret: string | null): Promise<ReservePaymentView | null> {
    const payment = await payments.find(row.id);
    if (payment?.status !== 'RequiresAction' || role !== 'Guest' || !payment.intentId) return deps.money.view(payment, role);
    const secret =
      knownSecret ??
      (await deps.money.provider.retrieve(payment.intentId).then(
        (intent) => intent.clientSecret,
        () => null,
      ));
    return deps.money.view(payment, role, secret);
  }

  const facts = createReserveFactsRepository(deps.db);
  const repository = createReservesRepository(deps.db);

  async function load(rows: readonly ReserveRow[], extraImageIds: readonly string[] = []): Promise<ReserveFacts> {
    const carIds = [...new Set(rows.flatMap((r) => (r.carId ? [r.carId] : [])))];
    const spotIds = [...new Set(rows.flatMap((r) => (r.spotId ? [r.spotId] : [])))];
    const planIds = [...new Set(rows.flatMap((r) => (r.spotPlanId ? [r.spotPlanId] : [])))];
    const userIds = [...new Set(rows.flatMap((r) => [r.guestUserId, r.hostUserId]))];
    return facts.all({ carIds, spotIds, planIds, userIds, imageIds: [...new Set(extraImageIds)] });
  }

  function summary(row: ReserveRow, role: ViewerRole, f: ReserveFacts): ReserveSummary {
    const listingId = row.carId ?? row.spotId ?? '';
    const listing = f.listings.get(listingId);
    const cover = listing?.coverId ? f.images.get(listing.coverId) : undefined;
    const plan = row.spotPlanId ? f.plans.get(row.spotPlanId) : undefined;
    return {
      id: row.id,
      targetKind: row.reserveTargetKind,
      status: row.status,
      viewerRole: role,
      listing: {
        kind: row.carId ? 'Car' : 'Spot',
        id: listingId,
        title: listing?.title ?? '',
        // A cover only while it is a public image (listing photos always are).
        cover: cover && cover.visibility === 'Public' ? toListingPhoto(cover) : null,
      },
      spotPlan: row.spotPlanId ? { id: row.spotPlanId, name: plan?.name ?? '' } : null,
      startDate: row.startDate,
      endDate: row.endDate,
      days: row.days,
      people: row.people,
      total: row.total,
      guest: { id: row.guestUserId, name: shownName(f.names.get(row.guestUserId) ?? '') },
      host: { id: row.hostUserId, name: shownName(f.names.get(row.hostUserId) ?? '') },
      approveDeadline: row.status === 'Request' ? row.approveDeadline.toISOString() : null,
      requestedAt: row.requestedAt.toISOString(),
    };
  }

  async function summaries(rows: readonly ReserveRow[], viewer: Pick<UserRow, 'id' | 'isOperator'>): Promise<ReserveSummary[]> {
    const f = await load(rows);
    return rows.map((row) => summary(row, viewerRoleOf(row, viewer) ?? 'Operator', f));
  }

  function photosOf(ids: readonly string[], f: ReserveFacts): Image[] {
    return ids.flatMap((id) => {
      const image = f.images.get(id);
      return image ? [deps.toImage(image)] : [];
    });
  }

  function accidentReportOf(report: AccidentReportRow, f: ReserveFacts): AccidentReport {
    return {
      id: report.id,
      reporterRole: report.reporterRole,
      kind: report.kind,
      occurredAt: report.occurredAt.toISOString(),
      place: report.place,
      description: report.description,
      policeCalled: report.policeCalled,
      photos: photosOf(report.photoIds, f),
      createdAt: report.createdAt.toISOString(),
    };
  }

  /** One accident report as its reporter gets it back. */
  async function accidentReport(report: AccidentReportRow): Promise<AccidentReport> {
    return accidentReportOf(report, await load([], report.photoIds));
  }

  /** The detail for the viewer; `known` is the history, handovers and reports when the caller has them (a new request). */
  async function detail(row: ReserveRow, role: ViewerRole, known?: KnownParts, intentSecret: string | null = null): Promise<ReserveDetail> {
    const [history, handovers, reports] = known
      ? [known.history, known.handovers, known.reports]
      : await Promise.all([
          repository.history(row.id).then((rows) => rows.map((h) => ({ ...h, at: h.createdAt }))),
          repository.handovers(row.id),
          repository.accidentReports(row.id),
        ]);
    const photoIds = [...handovers.flatMap((h) => h.photoIds), ...reports.flatMap((r) => r.photoIds)];
    const f = known?.facts ?? (await load([row], photoIds));
    const listing = f.listings.get(row.carId ?? row.spotId ?? '');
    const plan = row.spotPlanId ? f.plans.get(row.spotPlanId) : undefined;
    const today = japanDay(deps.now());
    const actions = allowedActionsFor({ status: row.status, role, startDate: row.startDate, today });
    const payment = await paymentOf(row, role, known?.intentSecret ?? intentSecret);
    return {
      ...summary(row, role, f),
      lines: row.priceLines,
      deliveryKm: row.deliveryKm,
      paymentMethod: row.paymentMethod,
      // The split is the host's business (and the operators'); the guest sees what they pay.
      payout:
        role === 'Guest'
          ? null
          : { feeRate: row.feeRate, feeBase: row.feeBase, marketplaceFee: row.marketplaceFee, hostShare: row.feeBase - row.marketplaceFee },
      startTime: plan ? plan.checkInTime : (listing?.startTime ?? null),
      endTime: plan ? plan.checkOutTime : (listing?.endTime ?? null),
      approvedAt: iso(row.approvedAt),
      canceledAt: iso(row.canceledAt),
      rentingAt: iso(row.rentingAt),
      returnedAt: iso(row.returnedAt),
      canceledByRole: row.canceledByRole,
      cancelReason: row.cancelReason,
      cancelReasonMasked: row.cancelReasonMasked,
      cancelFee: row.cancelFee,
      history: history.map((h) => ({
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        actorRole: h.actorRole,
        reason: h.reason,
        at: h.at.toISOString(),
      })),
      handovers: handovers.map((h) => ({
        kind: h.kind,
        recordedAt: h.recordedAt.toISOString(),
        odometerKm: h.odometerKm,
        fuelLevel: h.fuelLevel,
        photos: photosOf(h.photoIds, f),
        note: h.note,
      })),
      accidentReports: reports.map((r) => accidentReportOf(r, f)),
      allowedActions: actions,
      cancellation: actions.includes('cancel')
        ? cancellationPreview({ status: row.status, role, startDate: row.startDate, today, total: row.total })
        : null,
      payment,
      returnCheck: returnCheckOf(row, role, deps.now()),
    };
  }

  return { summaries, detail, accidentReport };
}

export type ReserveViews = ReturnType<typeof createReserveViews>;
