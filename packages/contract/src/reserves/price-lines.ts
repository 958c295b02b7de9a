import { z } from 'zod';
import { PriceUnit } from '../enums.js';

/**
 * The shapes of a price (ADR 0016), in their own file because both the reservation shapes (dto.ts) and the
 * pure quote (quote.ts) need them, and quote.ts's limits are in turn part of dto.ts's inputs.
 */

export const PriceLineKind = {
  values: ['Base', 'Plan', 'Insurance', 'Option', 'CleaningFee', 'LongStayDiscount', 'Coupon', 'Delivery'] as const,
  labels: {
    Base: '基本料金',
    Plan: 'プラン料金',
    Insurance: '補償料',
    Option: 'オプション',
    CleaningFee: '清掃料金',
    LongStayDiscount: '長期割引',
    Coupon: 'クーポン',
    Delivery: '配車料金',
  },
};

/**
 * One line of the price: `unitPrice × quantity × days` (days is 1 unless the unit is PerDay). A host's rules
 * (issue 36) add lines: the days of a rule (a season's name, 金・土曜日料金… as `Base` / `Plan` lines), and the
 * long-stay discount and the coupon as one-off lines of a negative amount, and a car's delivery (お届け, お迎え: one
 * line each way, after the cleaning fee).
 */
export const priceLine = z.object({
  kind: z.enum(PriceLineKind.values),
  name: z.string(),
  unitPrice: z.number().int(),
  priceUnit: z.enum(PriceUnit.values),
  quantity: z.number().int(),
  days: z.number().int(),
  amount: z.number().int(),
});
export type PriceLine = z.infer<typeof priceLine>;

/** A quote: the day count of the booking (days of a car, nights of a stay, 1 for an activity), the lines, the total the guest pays. */
export const reserveQuote = z.object({
  days: z.number().int(),
  lines: z.array(priceLine),
  total: z.number().int(),
});
export type ReserveQuote = z.infer<typeof reserveQuote>;
