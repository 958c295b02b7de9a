import type { ActorRole, FuelLevel, PriceLine } from '@kurumatabi/contract';
import type { PaymentMethod, ReserveStatus, ReserveTargetKind } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cars, dateRange } from './cars.js';
import { spotPlans, spots } from './spots.js';
import { users } from './users.js';

/** An option as the guest chose it, with the price it was quoted at. */
export interface ReserveOptionRow {
  additionalFacilityId: string;
  quantity: number;
}

/**
 * Reservations (ADR 0016). Migration 0004 holds what drizzle cannot declare: the CHECKs on kind,
 * status, target and money, and `reserves_car_no_overlap` — EXCLUDE USING gist (car_id WITH =,
 * period WITH &&) WHERE the status is active — which makes a double booking of a car impossible.
 * `period` is the half-open range of the days the reservation occupies (a car's days, a stay's
 * nights, an activity's day).
 */
export const reserves = pgTable(
  'reserves',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reserveTargetKind: text('reserve_target_kind').notNull().$type<ReserveTargetKind>(),
    carId: uuid('car_id').references(() => cars.id),
    spotId: uuid('spot_id').references(() => spots.id),
    spotPlanId: uuid('spot_plan_id').references(() => spotPlans.id),
    guestUserId: uuid('guest_user_id')
      .notNull()
      .references(() => users.id),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().$type<ReserveStatus>(),
    period: dateRange('period').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    days: smallint('days').notNull(),
    people: smallint('people').notNull(),
    options: jsonb('options').notNull().$type<ReserveOptionRow[]>().default([]),
    priceLines: jsonb('price_lines').notNull().$type<PriceLine[]>(),
    /** A car delivered and collected at this distance (km, both ways; migration 0039); its fee is in the price lines. */
    deliveryKm: smallint('delivery_km'),
    total: integer('total').notNull(),
    /** The total without its insurance lines: what the fee is taken from; the host is paid fee_base − marketplace_fee. */
    feeBase: integer('fee_base').notNull(),
    feeRate: numeric('fee_rate', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    marketplaceFee: integer('marketplace_fee').notNull(),
    paymentMethod: text('payment_method').notNull().$type<PaymentMethod>(),
    approveDeadline: timestamp('approve_deadline', { withTimezone: true }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    rentingAt: timestamp('renting_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    cancelFee: integer('cancel_fee').notNull().default(0),
    cancelReason: text('cancel_reason'),
    /** A party's reason is stored masked (ADR 0043); true when contact details were hidden from it. */
    cancelReasonMasked: boolean('cancel_reason_masked').notNull().default(false),
    canceledByRole: text('canceled_by_role').$type<ActorRole>(),
    /** Who recorded the return: the host, or the sweep for a stay left in Renting past its end (ADR 0046). */
    returnedByRole: text('returned_by_role').$type<ActorRole>(),
    /**
     * When the stay can first be reviewed (ADR 0046): the day after its end date in Japan, and not before the
     * return is settled (the guest's confirmation, a day after the host's return without a dispute, an operator's
     * resolution, the sweep's return). Null while a dispute is open, or before the return.
     */
    reviewOpensAt: timestamp('review_opens_at', { withTimezone: true }),
    returnConfirmedAt: timestamp('return_confirmed_at', { withTimezone: true }),
    returnDisputedAt: timestamp('return_disputed_at', { withTimezone: true }),
    /** The guest's reason, stored masked like every reason (ADR 0043). */
    returnDisputeReason: text('return_dispute_reason'),
    returnDisputeReasonMasked: boolean('return_dispute_reason_masked').notNull().default(false),
    returnDisputeResolvedAt: timestamp('return_dispute_resolved_at', { withTimezone: true }),
    returnDisputeResolvedBy: uuid('return_dispute_resolved_by').references(() => users.id),
    returnDisputeResolution: text('return_dispute_resolution'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reserves_guest_idx').on(t.guestUserId, t.startDate),
    index('reserves_host_idx').on(t.hostUserId, t.startDate),
    index('reserves_host_status_idx').on(t.hostUserId, t.status, t.startDate),
    index('reserves_car_idx')
      .on(t.carId, t.startDate)
      .where(sql`car_id is not null`),
    index('reserves_spot_idx')
      .on(t.spotId, t.startDate)
      .where(sql`spot_id is not null`),
    index('reserves_approve_deadline_idx')
      .on(t.approveDeadline)
      .where(sql`status = 'Request'`),
    index('reserves_sales_idx')
      .on(t.hostUserId, t.returnedAt)
      .where(sql`status = 'Returned'`),
    index('reserves_renting_end_idx')
      .on(t.endDate)
      .where(sql`status = 'Renting'`),
    index('reserves_open_return_disputes_idx')
      .on(t.returnDisputedAt)
      .where(sql`return_disputed_at is not null and return_dispute_resolved_at is null`),
    // A guest's cancellation with a fee is a sale too (利用規約 第12条), in the month it was cancelled.
    index('reserves_cancel_sales_idx')
      .on(t.hostUserId, t.canceledAt)
      .where(sql`status = 'Canceled' and cancel_fee > 0`),
  ],
);

export type ReserveRow = typeof reserves.$inferSelect;

/** Append-only: who moved a reservation from which state to which, when and why. */
export const reserveStatusHistory = pgTable(
  'reserve_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reserveId: uuid('reserve_id')
      .notNull()
      .references(() => reserves.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<ReserveStatus>(),
    toStatus: text('to_status').notNull().$type<ReserveStatus>(),
    /** Null for the system (the approval-deadline sweep). */
    actorUserId: uuid('actor_user_id').references(() => users.id),
    actorRole: text('actor_role').notNull().$type<ActorRole>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reserve_status_history_reserve_idx').on(t.reserveId, t.id)],
);

/** How many reservations a spot plan takes on a day (copied from the plan) and holds. CHECK (booked <= capacity). */
export const spotPlanInventory = pgTable(
  'spot_plan_inventory',
  {
    spotPlanId: uuid('spot_plan_id')
      .notNull()
      .references(() => spotPlans.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'spot_plan_inventory_pk', columns: [t.spotPlanId, t.day] })],
);

/** Check-in and check-out: one of each per reservation. */
export const reserveHandovers = pgTable(
  'reserve_handovers',
  {
    reserveId: uuid('reserve_id')
      .notNull()
      .references(() => reserves.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'CheckIn' | 'CheckOut'>(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    odometerKm: integer('odometer_km'),
    fuelLevel: text('fuel_level').$type<FuelLevel>(),
    /** Private images of the recorder. */
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'reserve_handovers_pk', columns: [t.reserveId, t.kind] }),
    // A photo belongs to one stay's records (ADR 0024): found by `photo_ids && …`.
    index('reserve_handovers_photo_ids_idx').using('gin', t.photoIds),
  ],
);

export const reserveAccidentReports = pgTable(
  'reserve_accident_reports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reserveId: uuid('reserve_id')
      .notNull()
      .references(() => reserves.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id),
    reporterRole: text('reporter_role').notNull().$type<'Guest' | 'Host'>(),
    kind: text('kind').notNull().$type<'Accident' | 'Defect'>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    description: text('description').notNull(),
    policeCalled: boolean('police_called').notNull(),
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reserve_accident_reports_reserve_idx').on(t.reserveId, t.createdAt),
    index('reserve_accident_reports_photo_ids_idx').using('gin', t.photoIds),
  ],
);

export type AccidentReportRow = typeof reserveAccidentReports.$inferSelect;
export type HandoverRow = typeof reserveHandovers.$inferSelect;

/** A create call's Idempotency-Key: the first request's body hash and the reservation it made. */
export const reserveIdempotencyKeys = pgTable(
  'reserve_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    reserveId: uuid('reserve_id')
      .notNull()
      .references(() => reserves.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'reserve_idempotency_keys_pk', columns: [t.userId, t.key] }),
    index('reserve_idempotency_keys_created_idx').on(t.createdAt),
  ],
);
