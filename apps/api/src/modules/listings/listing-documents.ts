/**
 * Pure helpers that cars and spots share when they render their public documents and search
 * columns (ADR 0015). No database, no clock of their own: the API's write paths, the seed and the
 * bulk data generator call the same functions, so their rows are identical.
 *
 * - `toListingPhoto(image)`           a public image row → the contract's `listingPhoto` (stable URLs)
 * - `toListingHost(user)`             the owner as guests see them (id, name, member since)
 * - `japanDate(instant)`              `YYYY-MM-DD` in Asia/Tokyo
 * - `isListed(facts)`                 the one rule of "public": Verified, Published, the owner active
 * - `searchColumns(parts)`            `search_text` and `search_grams` from the texts of a listing
 * - `ratingOf(facts, aspects)`        the card's `rating` and the detail's `ratingAspects` from the row's aggregates
 */
import {
  normalizeSearchText,
  roundAverage,
  shortGrams,
  shownName,
  type AspectAverage,
  type ListingHost,
  type ListingPhoto,
  type ReviewAspect,
} from '@kurumatabi/contract';
import type { PublicationState, VerificationStatus } from '@kurumatabi/contract/enums';
import type { ImageVariantRow } from '../../db/schema/index.js';
import { publicUrl } from '../images/signed-url.js';

/** A public image (its id and stored variants) as a listing photo; the largest variant gives the size. */
export function toListingPhoto(image: { id: string; variants: readonly ImageVariantRow[] }): ListingPhoto {
  const largest = image.variants[image.variants.length - 1] ?? { width: 0, height: 0 };
  return {
    id: image.id,
    width: largest.width,
    height: largest.height,
    variants: image.variants.map((v) => ({ width: v.width, height: v.height, url: publicUrl(image.id, v.width) })),
  };
}

const japanDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of an instant in Japan, `YYYY-MM-DD`. */
export function japanDate(instant: Date): string {
  return japanDateFormat.format(instant);
}

/** The host as the public page shows them; a name stored before the contact rule of names (ADR 0043) is masked. */
export function toListingHost(user: { id: string; name: string; createdAt: Date }): ListingHost {
  return { id: user.id, name: shownName(user.name), memberSince: japanDate(user.createdAt) };
}

/** Public means verified, published and the owner active (ADR 0015); the row keeps it as `listed`. */
export function isListed(facts: {
  verificationStatus: VerificationStatus;
  publicationState: PublicationState;
  ownerActive: boolean;
}): boolean {
  return facts.verificationStatus === 'Verified' && facts.publicationState === 'Published' && facts.ownerActive;
}

/**
 * The keyword columns of a listing: `search_text` (normalised, for the trigram index and words of
 * three characters or more) and `search_grams` (its one- and two-character grams, for shorter
 * words). Put the most telling texts first: grams are taken from the first 600 characters only.
 */
export function searchColumns(parts: readonly (string | null | undefined)[]): { searchText: string; searchGrams: string[] } {
  const searchText = normalizeSearchText(parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join(' '));
  return { searchText, searchGrams: shortGrams(searchText) };
}

/** A listing's rating aggregates as its row keeps them (rating_count, rating_sum, rating_aspect_sums; ADR 0027). */
export interface RatingFacts {
  ratingCount: number;
  ratingSum: number;
  ratingAspectSums: readonly number[];
}

/**
 * The rating a listing's documents show: null and no aspects before the first published review;
 * otherwise the averages, rounded as PostgreSQL's `rating_average` column rounds them.
 */
export function ratingOf(
  facts: RatingFacts | undefined,
  aspects: readonly ReviewAspect[],
): { rating: { average: number; count: number } | null; ratingAspects: AspectAverage[] } {
  if (!facts || facts.ratingCount === 0) return { rating: null, ratingAspects: [] };
  const count = facts.ratingCount;
  return {
    rating: { average: roundAverage(facts.ratingSum, count), count },
    ratingAspects: aspects.map((aspect, i) => ({ aspect, average: roundAverage(facts.ratingAspectSums[i] ?? 0, count) })),
  };
}
