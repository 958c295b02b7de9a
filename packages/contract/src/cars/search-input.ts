import { z } from 'zod';
import { CarServiceType } from '../enums.js';
import { checkSearchFilters, masterIdList, searchCommonFields } from '../listings/dto.js';

/**
 * The car search filters (search-rv = CarShare, search-rental = RentalCar). `people` is a number
 * of seats; `sleeping` of beds; `carKindIds` any of; `facilityIds` all of.
 */
export const carSearchInput = z
  .strictObject({
    serviceType: z.enum(CarServiceType.values, { error: 'サービスの種類を選んでください。' }),
    ...searchCommonFields,
    sleeping: z.number().int().min(1, '就寝人数は1人以上で入力してください。').max(10, '就寝人数は10人までで入力してください。').optional(),
    carKindIds: masterIdList('車両タイプ'),
    facilityIds: masterIdList('装備'),
  })
  .superRefine(checkSearchFilters);
export type CarSearchInput = z.input<typeof carSearchInput>;
export type CarSearchFilters = z.output<typeof carSearchInput>;

export const popularCarsInput = z.strictObject({
  serviceType: z.enum(CarServiceType.values).optional(),
  limit: z.number().int().min(1).max(20).default(8),
});
