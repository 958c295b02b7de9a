import { z } from 'zod';
import { SpotKind } from '../enums.js';
import { checkSearchFilters, masterIdList, searchCommonFields } from '../listings/dto.js';

/**
 * The spot search filters (search-spot). `people` is the size of one group; the price range
 * applies to the cheapest plan; `spotTypeIds` any of; `facilityIds` all of.
 */
export const spotSearchInput = z
  .strictObject({
    spotKind: z.enum(SpotKind.values, { error: 'スポットの種類が正しくありません。' }).optional(),
    ...searchCommonFields,
    spotTypeIds: masterIdList('スポットの種類'),
    facilityIds: masterIdList('設備'),
  })
  .superRefine(checkSearchFilters);
export type SpotSearchInput = z.input<typeof spotSearchInput>;
export type SpotSearchFilters = z.output<typeof spotSearchInput>;

export const popularSpotsInput = z.strictObject({
  spotKind: z.enum(SpotKind.values).optional(),
  limit: z.number().int().min(1).max(20).default(8),
});
