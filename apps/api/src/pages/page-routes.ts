import { matchContentPage, type ContentPage } from './content-page-routes.js';
import type { SearchTarget } from './page-head.js';
import { UUID_PATTERN } from '../lib/uuid.js';

/**
 * Which page a path is, as the web's router (apps/web/src/app/router.tsx) declares it: the server
 * needs it for the head, the status and the caching of a page (ADR 0029). A path the router does not
 * know is `notFound` (404); page-routes.test.ts keeps this table and the router's paths in step.
 */
export type PageMatch =
  | { kind: 'home' }
  | { kind: 'search'; target: SearchTarget }
  | { kind: 'car'; id: string }
  | { kind: 'spot'; id: string }
  | { kind: 'listingReviews'; target: 'car' | 'spot'; id: string }
  /** One published review (404 for anything else). */
  | { kind: 'review'; id: string }
  | { kind: 'faq' }
  | { kind: 'static'; path: string; title: string }
  /** Articles, news, owner interviews and the share page (issue 15). */
  | { kind: 'content'; page: ContentPage }
  /** Signed-in screens (my page, operators, reservations, conversations) and the password reset: the shell, never indexed or cached. */
  | { kind: 'private' }
  | { kind: 'notFound' };

/** The public pages with a fixed title: the web's own titles (info content, legal and reviews messages). */
export const STATIC_PAGES: Record<string, { title: string; canonical?: string }> = {
  '/terms': { title: '利用規約' },
  '/privacy-policy': { title: 'プライバシーポリシー' },
  '/share-contract': { title: 'シェア契約書' },
  '/company': { title: '会社概要' },
  '/for-beginner': { title: 'はじめての方へ' },
  '/guide': { title: 'ご利用ガイド' },
  '/car-insurance': { title: '自動車保険について' },
  '/contact': { title: 'お問い合わせ' },
  // Two paths, one screen: /reviews is the canonical one.
  '/reviews': { title: 'みんなのレビュー' },
  '/review': { title: 'みんなのレビュー', canonical: '/reviews' },
};

const SIGNED_IN = [/^\/mypage(\/.*)?$/, /^\/operator(\/.*)?$/, /^\/reserves\/[^/]+(\/(rent|return|review))?$/, /^\/inquiries\/[^/]+$/];
const RESERVE = new RegExp(`^/(car|spot)/[^/]+/reserve$`);
const DETAIL = new RegExp(`^/(car|spot)/(${UUID_PATTERN})$`, 'i');
const LISTING_REVIEWS = new RegExp(`^/(car|spot)/(${UUID_PATTERN})/reviews$`, 'i');
const REVIEW = new RegExp(`^/reviews/${UUID_PATTERN}$`, 'i');

export function matchPage(pathname: string): PageMatch {
  // A trailing slash is the same page to the web's router.
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (path === '/') return { kind: 'home' };
  if (path === '/search-rv') return { kind: 'search', target: 'rv' };
  if (path === '/search-rental') return { kind: 'search', target: 'rental' };
  if (path === '/search-spot') return { kind: 'search', target: 'spot' };
  if (path === '/faq') return { kind: 'faq' };
  const fixed = STATIC_PAGES[path];
  if (fixed) return { kind: 'static', path: fixed.canonical ?? path, title: fixed.title };
  const detail = DETAIL.exec(path);
  if (detail) return { kind: detail[1] as 'car' | 'spot', id: detail[2]!.toLowerCase() };
  const reviews = LISTING_REVIEWS.exec(path);
  if (reviews) return { kind: 'listingReviews', target: reviews[1] as 'car' | 'spot', id: reviews[2]!.toLowerCase() };
  if (REVIEW.test(path)) return { kind: 'review', id: path.slice('/reviews/'.length).toLowerCase() };
  const content = matchContentPage(path);
  if (content) return { kind: 'content', page: content };
  if (path === '/reset-password' || RESERVE.test(path) || SIGNED_IN.some((re) => re.test(path))) return { kind: 'private' };
  return { kind: 'notFound' };
}
