/**
 * Every page of the web, declared once (ADR 0053): its path, its screen, who it is for and its head.
 * The web's router builds its routes from it (the screen named here is `apps/web/src/routes/<screen>.tsx`,
 * which also exports the page's server data), the API's pages answer from it (status, head, caching),
 * and the sitemap lists the entries marked for it. Plain data, so the browser's first load carries only
 * this table; the head builders of pages whose head depends on their data stay on the server.
 */

/** What a path parameter may be: a listing's or review's id, a content slug, or any one segment. */
export type ParamRule = 'uuid' | 'slug' | 'segment';

export type SearchTarget = 'rv' | 'rental' | 'spot';
export type ListingTarget = 'car' | 'spot';
export type ContentPageKind =
  'articles' | 'articleCategory' | 'articleTag' | 'articleSearch' | 'article' | 'news' | 'newsItem' | 'interviews' | 'interview' | 'share';

/**
 * A public page's head. `fixed`: a title of its own (the web's screen shows the same), a breadcrumb and the
 * default description; the others are built on the server from the page's data (apps/api/src/pages/page-head.ts,
 * content-head.ts).
 */
export type PageHeadSpec =
  | { kind: 'fixed'; title: string; description?: string; canonical?: string }
  | { kind: 'home' }
  | { kind: 'search'; target: SearchTarget }
  | { kind: 'listing'; target: ListingTarget }
  | { kind: 'listingReviews'; target: ListingTarget }
  | { kind: 'review' }
  | { kind: 'faq' }
  | { kind: 'content'; page: ContentPageKind };

interface RouteBase {
  /** The path as React Router writes it (`/car/:carId`); every parameter has its rule in `params`. */
  path: string;
  params?: Record<string, ParamRule>;
  /** The screen module, relative to apps/web/src/routes without its extension. */
  screen: string;
}

/** A page everyone may read: rendered on the server with its data, cached publicly, indexed. */
export interface PublicPageRoute extends RouteBase {
  audience: 'public';
  head: PageHeadSpec;
  /** The screen keeps the server's markup until the reader's first gesture (lib/deferred-screen, ADR 0030). */
  deferred?: boolean;
  /** Listed in sitemap-pages.xml (pages without parameters only; listings and content items have their own). */
  sitemap?: boolean;
}

/** A page rendered in the browser only: never indexed, never in a shared cache. */
export interface PrivatePageRoute extends RouteBase {
  audience: 'private';
  /** Behind the sign-in loader (spec §2); false for a private page anyone may open (the password reset). */
  signIn: boolean;
  /** Inside the area's layout (its navigation) when it has one. */
  area?: PrivateArea;
}

export type PageRoute = PublicPageRoute | PrivatePageRoute;

/**
 * How a page may be kept, by its audience (ADR 0029): public HTML is asked again on every visit (a 304 when
 * nothing changed, so a person sees their own review or booking at once) and kept a minute by a CDN in front
 * (RFC 9213's CDN-Cache-Control), served stale for ten while it revalidates; a private page is revalidated
 * every time and never shared; a missing page (404, 410) is kept a minute by a CDN.
 */
export const PAGE_CACHE = {
  public: { browser: 'public, no-cache', shared: 'max-age=60, stale-while-revalidate=600' },
  private: { browser: 'private, no-cache' },
  missing: { browser: 'public, no-cache', shared: 'max-age=60' },
} as const;

/** The signed-in areas: every path under them is a private page (an unknown one is the area's own not-found screen). */
export const PRIVATE_AREAS = { mypage: '/mypage', operator: '/operator' } as const;
export type PrivateArea = keyof typeof PRIVATE_AREAS;

const uuid = (name: string) => ({ [name]: 'uuid' as const });
/** A content item's, category's or tag's URL name, under the parameter name its screen reads. */
const slug = (name: string) => ({ [name]: 'slug' as const });
const fixed = (title: string, canonical?: string): PageHeadSpec => ({ kind: 'fixed', title, ...(canonical ? { canonical } : {}) });
const content = (page: ContentPageKind): PageHeadSpec => ({ kind: 'content', page });

/** The public pages of spec §2, issues 13–15. */
export const publicPageRoutes: readonly PublicPageRoute[] = [
  { path: '/', screen: 'home', audience: 'public', head: { kind: 'home' }, sitemap: true },
  { path: '/terms', screen: 'legal/terms', audience: 'public', head: fixed('利用規約'), sitemap: true },
  { path: '/privacy-policy', screen: 'legal/privacy-policy', audience: 'public', head: fixed('プライバシーポリシー'), sitemap: true },
  { path: '/share-contract', screen: 'legal/share-contract', audience: 'public', head: fixed('シェア契約書'), sitemap: true },
  { path: '/company', screen: 'info/company', audience: 'public', head: fixed('会社概要'), sitemap: true },
  { path: '/for-beginner', screen: 'info/for-beginner', audience: 'public', head: fixed('はじめての方へ'), sitemap: true },
  { path: '/guide', screen: 'info/guide', audience: 'public', head: fixed('ご利用ガイド'), sitemap: true },
  { path: '/car-insurance', screen: 'info/car-insurance', audience: 'public', head: fixed('自動車保険について'), sitemap: true },
  { path: '/faq', screen: 'faq', audience: 'public', head: { kind: 'faq' }, sitemap: true },
  { path: '/contact', screen: 'contact', audience: 'public', head: fixed('お問い合わせ'), sitemap: true },
  { path: '/search-rv', screen: 'search-rv', audience: 'public', head: { kind: 'search', target: 'rv' }, deferred: true, sitemap: true },
  {
    path: '/search-rental',
    screen: 'search-rental',
    audience: 'public',
    head: { kind: 'search', target: 'rental' },
    deferred: true,
    sitemap: true,
  },
  {
    path: '/search-spot',
    screen: 'search-spot',
    audience: 'public',
    head: { kind: 'search', target: 'spot' },
    deferred: true,
    sitemap: true,
  },
  {
    path: '/car/:carId',
    params: uuid('carId'),
    screen: 'car/detail',
    audience: 'public',
    head: { kind: 'listing', target: 'car' },
    deferred: true,
  },
  {
    path: '/spot/:spotId',
    params: uuid('spotId'),
    screen: 'spot/detail',
    audience: 'public',
    head: { kind: 'listing', target: 'spot' },
    deferred: true,
  },
  // Reviews (issue 13): the list (two paths, one screen: /reviews is the canonical one), one review, a listing's reviews.
  { path: '/review', screen: 'reviews/index', audience: 'public', head: fixed('みんなのレビュー', '/reviews'), deferred: true },
  { path: '/reviews', screen: 'reviews/index', audience: 'public', head: fixed('みんなのレビュー'), deferred: true, sitemap: true },
  {
    path: '/reviews/:reviewId',
    params: uuid('reviewId'),
    screen: 'reviews/detail',
    audience: 'public',
    head: { kind: 'review' },
    deferred: true,
  },
  {
    path: '/car/:carId/reviews',
    params: uuid('carId'),
    screen: 'car/reviews',
    audience: 'public',
    head: { kind: 'listingReviews', target: 'car' },
    deferred: true,
  },
  {
    path: '/spot/:spotId/reviews',
    params: uuid('spotId'),
    screen: 'spot/reviews',
    audience: 'public',
    head: { kind: 'listingReviews', target: 'spot' },
    deferred: true,
  },
  // Content (issue 15): articles, news, owner interviews (each named by its slug, ADR 0031) and the share page.
  { path: '/articles', screen: 'articles/index', audience: 'public', head: content('articles'), sitemap: true },
  {
    path: '/articles/category/:name',
    params: slug('name'),
    screen: 'articles/category',
    audience: 'public',
    head: content('articleCategory'),
  },
  { path: '/articles/tag/:name', params: slug('name'), screen: 'articles/tag', audience: 'public', head: content('articleTag') },
  { path: '/articles/search', screen: 'articles/search', audience: 'public', head: content('articleSearch') },
  { path: '/article/:id', params: slug('id'), screen: 'article', audience: 'public', head: content('article') },
  { path: '/news', screen: 'news/index', audience: 'public', head: content('news'), sitemap: true },
  { path: '/news/:newsId', params: slug('newsId'), screen: 'news/detail', audience: 'public', head: content('newsItem') },
  { path: '/interview', screen: 'interview/index', audience: 'public', head: content('interviews'), sitemap: true },
  { path: '/interview/:id', params: slug('id'), screen: 'interview/detail', audience: 'public', head: content('interview') },
  { path: '/share', screen: 'share', audience: 'public', head: content('share'), sitemap: true },
];

const paramsOf = (path: string) => Object.fromEntries([...path.matchAll(/:([a-zA-Z]+)/g)].map((m) => [m[1]!, 'segment' as const]));

/** A signed-in page behind the sign-in loader. */
const signedIn = (path: string, screen: string, area?: PrivateArea): PrivatePageRoute => ({
  path,
  params: paramsOf(path),
  screen,
  audience: 'private',
  signIn: true,
  ...(area ? { area } : {}),
});

/** An area's pages: `x` is the path `/<area>/x` and the screen `<area>/x`; `[x, screen]` when the screen is named otherwise. */
const inArea = (area: PrivateArea, pages: readonly (string | readonly [string, string])[]): PrivatePageRoute[] =>
  pages.map((page) => {
    const [path, screen] = typeof page === 'string' ? [page, page || 'index'] : page;
    return signedIn(path ? `${PRIVATE_AREAS[area]}/${path}` : PRIVATE_AREAS[area], `${area}/${screen}`, area);
  });

/** The pages of people signed in (マイページ, reservations, conversations, 運営管理) and the password reset. */
export const privatePageRoutes: readonly PrivatePageRoute[] = [
  { path: '/reset-password', screen: 'reset-password', audience: 'private', signIn: false },
  ...inArea('mypage', [
    '',
    'notifications',
    'notification-setting',
    'profile',
    'deactivate',
    'driving-license',
    'favorites',
    'reserves',
    'payments',
    'inquiries',
    'cars/to-owner',
    'cars/manage-locations',
    'cars/bank-account',
    'cars/manage',
    'cars/new',
    ['cars/edit/:carId', 'cars/edit'],
    'cars/dashboard',
    'cars/reserves',
    'cars/inquiries',
    'cars/rents',
    'cars/sales',
    ['cars/calendar/:carId', 'cars/calendar'],
    ['cars/rules/:carId', 'cars/rules'],
    'spots/to-provider',
    'spots/bank-account',
    'spots/manage',
    'spots/new',
    ['spots/edit/:spotId', 'spots/edit'],
    'spots/dashboard',
    'spots/reserves',
    'spots/inquiries',
    'spots/sales',
    ['spots/calendar/:spotId', 'spots/calendar'],
    ['spots/plan-rules/:spotPlanId', 'spots/plan-rules'],
  ]),
  // Reserving and a reservation's pages (issue 5), a conversation's thread (issue 12).
  signedIn('/car/:carId/reserve', 'car/reserve'),
  signedIn('/spot/:spotId/reserve', 'spot/reserve'),
  signedIn('/reserves/:reserveId', 'reserves/detail'),
  signedIn('/reserves/:reserveId/rent', 'reserves/rent'),
  signedIn('/reserves/:reserveId/return', 'reserves/return'),
  signedIn('/reserves/:reserveId/review', 'reserves/review'),
  signedIn('/inquiries/:inquiryId', 'inquiries/detail'),
  // 運営管理: operators only; the area's loader answers anyone else with the no-permission screen (403).
  ...inArea('operator', [
    '',
    'driver-licenses',
    'reserves',
    ['reserves/:reserveId', 'reserve'],
    'users',
    ['users/:userId', 'user'],
    'audit',
    // Four eyes on staff acts against staff (ADR 0045).
    'staff-requests',
    // Money (ADR 0041): payments and staff refunds, the ledger report.
    'payments',
    ['payments/:reserveId', 'payment'],
    'ledger',
    ['driver-licenses/:driverLicenseId', 'driver-license'],
    'cars',
    ['cars/:carId', 'car'],
    'spots',
    ['spots/:spotId', 'spot'],
    'changes',
    'contacts',
    ['contacts/:contactMessageId', 'contact'],
    'mails',
    'payouts',
    'invoices',
    ['inquiries/:inquiryId', 'inquiry'],
    ['reserves/:reserveId/inquiry', 'reserve-inquiry'],
    'reviews',
    // Reviews from real stays (ADR 0046): disputed returns, and accounts that review each other.
    'return-disputes',
    'review-rings',
    // The marketplace's coupons (issue 36): good for every listing, created and stopped by operators (audited).
    'coupons',
    // Content (issue 15): the list, a new item, the editor.
    'contents',
    ['contents/new', 'content-new'],
    ['contents/:contentId', 'content'],
  ]),
];
