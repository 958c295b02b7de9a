import type { ListingPlace } from '@kurumatabi/contract';
import { Prefecture } from '@kurumatabi/contract/enums';

/** `長野県 松本市`: where a listing is, as guests see it (never the street). */
export function placeLabel(place: ListingPlace): string {
  return [Prefecture.labels[place.prefecture], place.city].filter(Boolean).join(' ');
}

/** `2024年5月` of a `YYYY-MM-DD` day. */
export function yearMonthOf(date: string): { year: number; month: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** `1,234` */
export function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A listing id as the API takes it (a UUID); anything else in the address is a malformed URL. */
export function isListingId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
