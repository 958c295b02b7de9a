import { z } from 'zod';
import { TargetKind } from '../enums.js';

const instant = z.iso.datetime({ offset: true });

/** A guest's dispute of a host's return (ADR 0046), as the operators handle it. */
export const returnDispute = z.object({
  reserveId: z.uuid(),
  targetKind: z.enum(TargetKind.values),
  listingTitle: z.string(),
  guest: z.object({ id: z.uuid(), name: z.string() }),
  host: z.object({ id: z.uuid(), name: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  returnedAt: instant,
  disputedAt: instant,
  reason: z.string(),
  reasonMasked: z.boolean(),
  resolvedAt: instant.nullable(),
  resolution: z.string().nullable(),
});
export type ReturnDispute = z.infer<typeof returnDispute>;

export const ReturnDisputeQueue = {
  values: ['Open', 'Resolved'] as const,
  labels: { Open: '対応待ち', Resolved: '対応済み' },
};
export type ReturnDisputeQueue = (typeof ReturnDisputeQueue.values)[number];
