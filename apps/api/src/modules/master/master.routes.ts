import {
  showActiveCarAdditionalFacilities,
  showActiveCarBasicFacilities,
  showActiveCarKinds,
  showActiveCarManufacturers,
  showActiveCarModelsByCarManufacturer,
  showActiveCarRules,
  showActiveCarsByCarModel,
  showActiveSpotAdditionalFacilities,
  showActiveSpotBasicFacilities,
  showActiveSpotRules,
  showActiveSpotSurroundingFacilities,
  showActiveSpotTypes,
} from '@kurumatabi/contract';
import type { ModuleRoutes } from '../module.js';
import { createCarMasterRepository } from './car-master.repository.js';
import { createCarMasterService } from './car-master.service.js';
import { createSpotMasterRepository } from './spot-master.repository.js';
import { createSpotMasterService } from './spot-master.service.js';

/** The master data calls (spec §7, ADR 0014): car master (public lists and the signed-in tree) and spot master. */
export const masterRoutes: ModuleRoutes = (route, { db, contentCacheTtlMs }) => {
  const car = createCarMasterService(createCarMasterRepository(db), { cacheTtlMs: contentCacheTtlMs });
  route(showActiveCarKinds, () => car.kinds());
  route(showActiveCarBasicFacilities, () => car.basicFacilities());
  route(showActiveCarAdditionalFacilities, () => car.additionalFacilities());
  route(showActiveCarRules, () => car.rules());
  route(showActiveCarManufacturers, () => car.manufacturers());
  route(showActiveCarModelsByCarManufacturer, ({ body }) => car.modelsOf(body.carManufacturerId));
  route(showActiveCarsByCarModel, ({ body }) => car.carsOf(body.carModelId));

  const spot = createSpotMasterService(createSpotMasterRepository(db), { cacheTtlMs: contentCacheTtlMs });
  route(showActiveSpotTypes, () => spot.types());
  route(showActiveSpotBasicFacilities, () => spot.basicFacilities());
  route(showActiveSpotAdditionalFacilities, () => spot.additionalFacilities());
  route(showActiveSpotSurroundingFacilities, () => spot.surroundingFacilities());
  route(showActiveSpotRules, () => spot.rules());
};
