import type {
  AccidentReport,
  Image,
  Output,
  ParsedInput,
  ReserveDetail,
  ReserveSide,
  createReserveAccidentOrDefect,
  searchReserves,
  searchReservesByPeriod,
} from '@kurumatabi/contract';
import { MAX_RESERVES_BY_PERIOD } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { ImageRow, ReserveChangeRow, ReserveRow, UserRow } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../listings/listings.repository.js';
import type { Notify, PrepareNotice } from '../notifications/notifier.js';
import type { ProviderEvent } from '../payments/payment-port.js';
import type { ReserveMoney } from '../payments/reserve-money.js';
import { createReserveBooking, type CarRequest, type SpotRequest } from './reserve-booking.js';
import { createReserveCreation, type Created, type CreateInput } from './reserve-create.service.js';
import { createReserveFactsRepository } from './reserve-facts.repository.js';
import { reserveMessages } from './reserve-messages.js';
import { createReservePaymentFlow } from './reserve-payment-flow.js';
import { createReserveReturnChecks } from './reserve-return-check.service.js';
import { createReserveSweep } from './reserve-sweep.js';
import { createReserveTransitions, type Handover } from './reserve-transitions.service.js';
import { createReserveViews } from './reserve-view.js';
import { createReservesRepository } from './reserves.repository.js';

/**
 * Reservations (ADR 0016): the calls of the reserves module put together. The writes live in
 * reserve-create.service.ts, reserve-transitions.service.ts and reserve-sweep.ts; this file adds
 * the counterpart's notification (inside a transition's transaction: the notice and its mail job
 * commit with it, ADR 0026) and renders the answers for the viewer.
 */
export function createReservesService(deps: {
  db: Db;
  notify: Notify;
  prepareNotice: PrepareNotice;
  now: () => Date;
  toImage: (row: ImageRow) => Image;
  feeRate: number;
  money: ReserveMoney;
  /** A release or a refund the processor could not take now (the money sweep sends it again). */
  onMoneyError: (error: unknown) => void;
  /** Before an approval: the listing's imported calendars are brought up to date (ADR 0057). */
  beforeApprove?: (row: ReserveRow) => Promise<void>;
  /** A change request that expired: its card hold of the difference, if any, is released (issue 36 item 4). */
  releaseChangeHold: (tx: Tx, change: ReserveChangeRow) => Promise<void>;
}) {
  const booking = createReserveBooking({ now: deps.now });
  const creation = createReserveCreation({
    db: deps.db,
    now: deps.now,
    feeRate: deps.feeRate,
    money: deps.money,
    prepareNotice: deps.prepareNotice,
    onAutoCanceled: notifyAutoCanceled,
  });
  const transitions = createReserveTransitions({
    db: deps.db,
    now: deps.now,
    money: deps.money,
    onMoneyError: deps.onMoneyError,
    onTransition: notifyTransition,
    beforeApprove: deps.beforeApprove,
  });
  const views = createReserveViews({ db: deps.db, toImage: deps.toImage, now: deps.now, money: deps.money });
  const repository = createReservesRepository(deps.db);

  const listingTitle = (row: ReserveRow, db: DbOrTx = deps.db) => createReserveFactsRepository(db).listingTitle(row);

  const paymentFlow = createReservePaymentFlow({
    db: deps.db,
    now: deps.now,
    money: deps.money,
    onAutoCanceled: notifyAutoCanceled,
    onMoneyError: deps.onMoneyError,
  });

  const sweep = createReserveSweep({
    db: deps.db,
    money: deps.money,
    onAutoCanceled: notifyAutoCanceled,
    onSystemReturned: notifySystemReturned,
    onChangeExpired: notifyChangeExpired,
  });
  const returnChecks = createReserveReturnChecks({ db: deps.db, now: deps.now, notify: deps.notify });

  /** Tells both parties of a stay the sweep returned (ADR 0046), inside the return's transaction. */
  async function notifySystemReturned(tx: DbOrTx, row: ReserveRow): Promise<void> {
    const title = await listingTitle(row, tx);
    for (const userId of [row.guestUserId, row.hostUserId]) await deps.notify(userId, reserveMessages.returnedBySystem(row, title), { tx });
  }

  /** Tells both parties of a change request that expired unanswered, and releases its hold, inside the expiry's transaction. */
  async function notifyChangeExpired(tx: Tx, row: ReserveRow, change: ReserveChangeRow): Promise<void> {
    await deps.releaseChangeHold(tx, change);
    const title = await listingTitle(row, tx);
    for (const userId of [row.guestUserId, row.hostUserId]) await deps.notify(userId, reserveMessages.changeExpired(row, title), { tx });
  }

  /** Tells both parties of a request cancelled at its deadline, inside the cancellation's transaction. */
  async function notifyAutoCanceled(tx: DbOrTx, row: ReserveRow): Promise<void> {
    const title = await listingTitle(row, tx);
    await deps.notify(row.guestUserId, reserveMessages.autoCanceledForGuest(row, title), { tx });
    await deps.notify(row.hostUserId, reserveMessages.autoCanceledForHost(row, title), { tx });
  }

  async function afterCreate(created: Created): Promise<ReserveDetail> {
    if (created.isNew) {
      await created.mailHost();
      // A new request has only its first history row, no handover and no report yet.
      const first = {
        fromStatus: null,
        toStatus: created.row.status,
        actorRole: 'Guest' as const,
        reason: null,
        at: created.row.requestedAt,
      };
      return views.detail(created.row, 'Guest', {
        history: [first],
        handovers: [],
        reports: [],
        facts: created.facts,
        intentSecret: created.intent?.clientSecret ?? null,
      });
    }
    return views.detail(created.row, 'Guest');
  }

  /** Tells the other party of a transition (both parties when an operator acted), inside its transaction. */
  async function notifyTransition(tx: DbOrTx, row: ReserveRow, role: 'Guest' | 'Host' | 'Operator'): Promise<void> {
    const title = await listingTitle(row, tx);
    const inTx = { tx };
    if (row.status === 'Approved') await deps.notify(row.guestUserId, reserveMessages.approved(row, title), inTx);
    if (row.status === 'Renting') await deps.notify(row.guestUserId, reserveMessages.renting(row, title), inTx);
    if (row.status === 'Returned') await deps.notify(row.guestUserId, reserveMessages.returned(row, title), inTx);
    if (row.status === 'Canceled') {
      if (role !== 'Guest') await deps.notify(row.guestUserId, reserveMessages.canceledForGuest(row, title, role === 'Host'), inTx);
      if (role !== 'Host') await deps.notify(row.hostUserId, reserveMessages.canceledForHost(row, title, role === 'Guest'), inTx);
    }
  }

  /** A transition's answer (the notices were written with it). */
  async function afterTransition(done: { row: ReserveRow; role: 'Guest' | 'Host' | 'Operator' }): Promise<ReserveDetail> {
    return views.detail(done.row, done.role);
  }

  return {
    verifyCar: async (user: UserRow, input: CarRequest) => (await booking.car(deps.db, user.id, input)).quote,
    verifySpot: async (user: UserRow, input: SpotRequest) => (await booking.spot(deps.db, user.id, input)).quote,
    createCar: async (user: UserRow, key: string | undefined, input: CarRequest & CreateInput) =>
      afterCreate(await creation.createCar(user, key, input)),
    createSpot: async (user: UserRow, key: string | undefined, input: SpotRequest & CreateInput) =>
      afterCreate(await creation.createSpot(user, key, input)),
    approve: async (user: UserRow, reserveId: string) => afterTransition(await transitions.approve(user, reserveId)),
    cancel: async (user: UserRow, reserveId: string, reason: string | undefined) =>
      afterTransition(await transitions.cancel(user, reserveId, reason)),
    /** The operator console's cancellation (ADR 0033): any reservation but the operator's own, with a reason. */
    cancelAsStaff: async (user: UserRow, reserveId: string, reason: string) =>
      (await transitions.cancel(user, reserveId, reason, { asStaff: true })).row,
    /** Rows of a staff search, as the operator sees them. */
    summariesForStaff: (rows: readonly ReserveRow[], viewer: UserRow) => views.summaries(rows, viewer),
    /** A reservation as staff see it (the detail, role Operator). */
    detailForStaff: (row: ReserveRow) => views.detail(row, 'Operator'),
    handover: async (user: UserRow, reserveId: string, action: 'rent' | 'return', record: Handover) =>
      afterTransition(await transitions.handover(user, reserveId, action, record)),

    async reportAccident(user: UserRow, input: ParsedInput<typeof createReserveAccidentOrDefect>): Promise<AccidentReport> {
      const { report } = await transitions.reportAccident(user, input, async (tx, row, role) => {
        // The other party's notice (and its mail job) commit with the report (ADR 0026).
        const other = role === 'Guest' ? row.hostUserId : row.guestUserId;
        await deps.notify(other, reserveMessages.accidentReported(row, await listingTitle(row, tx), input.kind), { tx });
      });
      return views.accidentReport(report);
    },

    async show(user: UserRow, reserveId: string): Promise<ReserveDetail> {
      const { row, role } = await transitions.visible(deps.db, user, reserveId);
      return views.detail(row, role);
    },

    async showMine(user: UserRow, input: { as: ReserveSide; scope: 'upcoming' | 'past' | 'all'; limit: number; offset: number }) {
      const page = await repository.scopedPage(user.id, input.as, input.scope, input.limit, input.offset);
      return { items: await views.summaries(page.items, user), total: page.total, limit: input.limit, offset: input.offset };
    },

    async search(user: UserRow, input: ParsedInput<typeof searchReserves>): Promise<Output<typeof searchReserves>> {
      const page = await repository.searchPage(user.id, input, input.limit, input.offset);
      return { items: await views.summaries(page.items, user), total: page.total, limit: input.limit, offset: input.offset };
    },

    async byPeriod(user: UserRow, input: ParsedInput<typeof searchReservesByPeriod>): Promise<Output<typeof searchReservesByPeriod>> {
      const found = await repository.overlapping(user.id, input, input.from, input.to, MAX_RESERVES_BY_PERIOD);
      return { items: await views.summaries(found.items, user), truncated: found.truncated };
    },

    /** The outcome of the guest's 3-D Secure challenge (ADR 0036). */
    confirmPayment: async (user: UserRow, reserveId: string) => views.detail(await paymentFlow.confirm(user, reserveId), 'Guest'),
    /** Another card after a failed charge. */
    async replaceCard(user: UserRow, reserveId: string, paymentToken: string) {
      const { row, secret } = await paymentFlow.replaceCard(user, reserveId, paymentToken);
      return views.detail(row, 'Guest', undefined, secret);
    },
    /** A processor's webhook event (applied once per event id). */
    applyPaymentEvent: (event: ProviderEvent) => paymentFlow.applyEvent(event),
    /** The money sweep: challenges past their window, releases and refunds the processor has not confirmed yet. */
    sweepPayments: (now: Date = deps.now()) => paymentFlow.expireChallenges(now),
    /** The approval-deadline sweep (the app runs it each minute; tests call it with their clock). */
    sweepExpiredRequests: (now: Date = deps.now()) => sweep.sweepExpiredRequests(now),
    /** Stays left in Renting past their end plus the grace, returned by the system (ADR 0046; each minute). */
    sweepAbandonedRentings: (now: Date = deps.now()) => sweep.sweepAbandonedRentings(now),
    /** Change requests past their answer time, expired (issue 36 item 4; each minute with the requests' sweep). */
    sweepExpiredChanges: (now: Date = deps.now()) => sweep.sweepExpiredChanges(now),
    /** The guest confirms the host's return (ADR 0046). */
    confirmReturn: async (user: UserRow, reserveId: string) => views.detail(await returnChecks.confirm(user, reserveId), 'Guest'),
    /** The guest disputes the host's return, with a reason. */
    disputeReturn: async (user: UserRow, reserveId: string, reason: string) =>
      views.detail(await returnChecks.dispute(user, reserveId, reason), 'Guest'),
    /** The operators' queue of disputed returns, and their resolution. */
    listReturnDisputes: returnChecks.listDisputes,
    resolveReturnDispute: returnChecks.resolve,
    /** Idempotency keys are kept 7 days (ADR 0016). */
    dropOldIdempotencyKeys: (now: Date = deps.now()) => repository.dropKeysBefore(new Date(now.getTime() - 7 * 86_400_000)),
  };
}

export type ReservesService = ReturnType<typeof createReservesService>;
