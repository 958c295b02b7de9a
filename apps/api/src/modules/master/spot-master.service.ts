import { cachedList } from './active-rows.js';
import type { SpotMasterRepository } from './spot-master.repository.js';

/** The spot master's lists, each the same for everyone and kept for the content TTL (ADR 0008, ADR 0014). */
export function createSpotMasterService(repository: SpotMasterRepository, options: { cacheTtlMs: number }) {
  const ttlMs = options.cacheTtlMs;
  return {
    types: cachedList(ttlMs, repository.types),
    basicFacilities: cachedList(ttlMs, repository.basicFacilities),
    additionalFacilities: cachedList(ttlMs, repository.additionalFacilities),
    surroundingFacilities: cachedList(ttlMs, repository.surroundingFacilities),
    rules: cachedList(ttlMs, repository.rules),
  };
}
