/**
 * The master lists' id rule and the car facilities' categories, without schemas: the search's
 * URL parameters and filters read them on a public page (ADR 0030). dto.ts re-exports them.
 */

/** Ids are stable slugs (`toyota`, `toyota-hiace`, `ff-heater`). */
export const MASTER_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MASTER_ID_MAX_LENGTH = 64;

/** No master list is longer than this (the lists are curated: tens of rows); the API never answers more. */
export const MASTER_LIST_MAX = 500;

/** How the listing form groups the basic facilities of a car. */
export const CarFacilityCategory = {
  values: ['Sleeping', 'Power', 'Climate', 'Kitchen', 'Driving', 'Comfort'] as const,
  labels: {
    Sleeping: '就寝',
    Power: '電源・電装',
    Climate: '空調',
    Kitchen: 'キッチン・水回り',
    Driving: '走行・安全',
    Comfort: '快適装備',
  },
};
export type CarFacilityCategory = (typeof CarFacilityCategory.values)[number];
