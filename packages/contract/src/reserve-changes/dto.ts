import { z } from 'zod';
import { priceLine } from '../reserves/price-lines.js';
import { ReserveChangeStatus } from './rules.js';

/** The shapes of a change of a booked trip (issue 36 item 4) as both sides read them. Money is integer yen. */

const instant = z.iso.datetime({ offset: true });

export const changeLine = z.object({ label: z.string(), amount: z.number().int() });

/** The repricing of a wish, line by line (signed: positive charged, negative refunded), and the trip after it. */
export const reserveChangePreview = z.object({
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  lines: z.array(changeLine),
  difference: z.number().int(),
  total: z.number().int(),
  /** The reservation's total today, before the change. */
  currentTotal: z.number().int(),
  /** When a request sent now would expire unanswered. */
  expiresAt: instant,
});
export type ReserveChangePreview = z.infer<typeof reserveChangePreview>;

export const reserveChangeView = z.object({
  id: z.uuid(),
  status: z.enum(ReserveChangeStatus.values),
  statusLabel: z.string(),
  kind: z.enum(['Change', 'Extension']),
  proposedByRole: z.enum(['Guest', 'Host']),
  fromStartDate: z.string(),
  fromEndDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  people: z.number().int(),
  message: z.string().nullable(),
  lines: z.array(changeLine),
  priceLines: z.array(priceLine),
  difference: z.number().int(),
  total: z.number().int(),
  requestedAt: instant,
  expiresAt: instant,
  answeredAt: instant.nullable(),
  /** What the viewer may do with it now (only on the open one). */
  canAccept: z.boolean(),
  canDecline: z.boolean(),
  canWithdraw: z.boolean(),
});
export type ReserveChangeView = z.infer<typeof reserveChangeView>;

/** A reservation's changes: the open one (at most one) and the answered ones, the newest first. */
export const reserveChangeList = z.object({
  open: reserveChangeView.nullable(),
  past: z.array(reserveChangeView),
  /** Whether the viewer may send a change now (the guest asks for it, the host proposes it). */
  canRequest: z.boolean(),
});
export type ReserveChangeList = z.infer<typeof reserveChangeList>;
