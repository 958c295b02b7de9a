import { PriceUnit } from '@kurumatabi/contract/enums';
import { integerText, numberToText } from '@/lib/number-text';
import { z } from '@/lib/zod';
import { listingMessages as m } from '../messages';

/** One rentable option of the master as the form shows it: offered or not, the price as text, the unit. */
export interface OptionRowValues {
  additionalFacilityId: string;
  enabled: boolean;
  price: string;
  priceUnit: string;
}

export interface SavedOption {
  additionalFacilityId: string;
  price: number;
  priceUnit: PriceUnit;
}

interface MasterOption {
  id: string;
  suggestedPrice: number | null;
  priceUnit: PriceUnit;
}

/**
 * Every active option of the master, in its order, checked where the listing offers it (with the
 * listing's price and unit) and otherwise prefilled with the master's suggested price. An option
 * the listing offers that the master no longer lists is kept at the end, so a save does not drop it.
 */
export function toOptionRows(master: readonly MasterOption[], saved: readonly SavedOption[]): OptionRowValues[] {
  const byId = new Map(saved.map((option) => [option.additionalFacilityId, option]));
  const rows = master.map((item) => {
    const own = byId.get(item.id);
    return {
      additionalFacilityId: item.id,
      enabled: own !== undefined,
      price: numberToText(own ? own.price : item.suggestedPrice),
      priceUnit: own ? own.priceUnit : item.priceUnit,
    };
  });
  const known = new Set(master.map((item) => item.id));
  const rest = saved
    .filter((option) => !known.has(option.additionalFacilityId))
    .map((option) => ({ ...option, enabled: true, price: numberToText(option.price) }));
  return [...rows, ...rest];
}

/**
 * The rows as the contract's option list: only the offered ones, each price read from text and
 * checked by the contract's `price` schema, the unit by its enum; errors land on the row's field.
 */
export function optionRowsSchema(price: z.ZodType<number, number>, priceLabel: string) {
  const priceText = integerText(price, { notNumber: m.numbers.notNumber(priceLabel), required: m.numbers.required(priceLabel) });
  const row = z
    .object({ additionalFacilityId: z.string(), enabled: z.boolean(), price: z.string(), priceUnit: z.string() })
    .transform((value, ctx) => {
      if (!value.enabled) return null;
      const parsedPrice = priceText.safeParse(value.price);
      const parsedUnit = z.enum(PriceUnit.values).safeParse(value.priceUnit);
      if (!parsedPrice.success) ctx.addIssue({ code: 'custom', path: ['price'], message: parsedPrice.error.issues[0]?.message ?? '' });
      if (!parsedUnit.success) ctx.addIssue({ code: 'custom', path: ['priceUnit'], message: m.options.requiredUnit });
      if (!parsedPrice.success || !parsedUnit.success) return z.NEVER;
      return { additionalFacilityId: value.additionalFacilityId, price: parsedPrice.data, priceUnit: parsedUnit.data };
    });
  return z.array(row).transform((rows) => rows.filter((option) => option !== null));
}
