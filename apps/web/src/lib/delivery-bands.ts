import { formatYen } from './format';

/**
 * A car's delivery fees by distance band, each way (ADR 0058), nearest first: 「10 km まで 2,000円 ／ 30 km まで 5,000円」.
 * Shared by the car's page and its reserve form; kept out of `format.ts`, which every page's chunk carries whole.
 */
export function formatDeliveryBands(bands: readonly { upToKm: number; fee: number }[]): string {
  return [...bands]
    .sort((a, b) => a.upToKm - b.upToKm)
    .map((b) => `${b.upToKm} km まで ${formatYen(b.fee)}`)
    .join(' ／ ');
}
