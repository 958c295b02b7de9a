import type { CarDetail, Faq, SpotDetail } from '@kurumatabi/contract';
import { CarServiceType, Prefecture, Region, labelOf } from '@kurumatabi/contract/enums';

/**
 * The `<head>` of a page as the server sends it (ADR 0029): title, description, canonical URL, robots,
 * Open Graph and Twitter cards, JSON-LD. Pure functions of the page's data; escaped here, once.
 */

export const SITE_NAME = 'くるま旅';
export const DEFAULT_DESCRIPTION =
  'くるま旅は、キャンピングカーのカーシェア、レンタカー、RVパークや車中泊スポット、アクティビティを探して予約できる、クルマ旅のマーケットプレイスです。';

/** The web's `documentTitle` (apps/web/src/lib/document-title.ts): the server's title is the one the client sets. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${SITE_NAME}` : `${SITE_NAME} — クルマで出かける旅を、もっと自由に`;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute; null on pages that are not indexed. */
  canonical: string | null;
  /** `noindex` pages: signed-in screens, not-found answers. */
  noindex: boolean;
  ogType: 'website' | 'product' | 'place' | 'article';
  /** Absolute URL of the preview photo, with its size. */
  image: { url: string; width: number; height: number; alt: string } | null;
  jsonLd: object[];
  /**
   * A missing page's status, told to the web app (`<meta name="page-status">`): it shows its not-found screen for
   * that address at once instead of asking the API again what the server already answered (issue 32).
   */
  missingStatus?: 404 | 410;
}

/** The name of the meta tag that carries PageHead.missingStatus (read by apps/web/src/app/error/page-status.ts). */
export const PAGE_STATUS_META = 'page-status';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** JSON inside `<script type="application/ld+json">`: `<` escaped so no value can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags of a head, one a line, to put before `</head>`. */
export function renderHead(head: PageHead): string {
  const tags: string[] = [];
  const meta = (name: string, content: string) => tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  const property = (name: string, content: string) => tags.push(`<meta property="${name}" content="${escapeHtml(content)}" />`);
  tags.push(`<title>${escapeHtml(head.title)}</title>`);
  meta('description', head.description);
  if (head.noindex) meta('robots', 'noindex, nofollow');
  if (head.missingStatus) meta(PAGE_STATUS_META, String(head.missingStatus));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  property('og:site_name', SITE_NAME);
  property('og:locale', 'ja_JP');
  property('og:type', head.ogType);
  property('og:title', head.title);
  property('og:description', head.description);
  if (head.canonical) property('og:url', head.canonical);
  meta('twitter:card', head.image ? 'summary_large_image' : 'summary');
  meta('twitter:title', head.title);
  meta('twitter:description', head.description);
  if (head.image) {
    property('og:image', head.image.url);
    property('og:image:width', String(head.image.width));
    property('og:image:height', String(head.image.height));
    property('og:image:alt', head.image.alt);
    meta('twitter:image', head.image.url);
  }
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('\n    ');
}

/** At most `max` characters of one line of text, cut at a character with an ellipsis. */
export function excerpt(text: string, max = 120): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  const chars = [...line];
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join('')}…`;
}

const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

function absolute(origin: string, url: string): string {
  return new URL(url, `${origin}/`).toString();
}

type Photo = CarDetail['photos'][number];

/** The preview photo: the widest variant up to 1280 px of the first photo (link previews want about 1200). */
function previewImage(origin: string, photo: Photo | undefined, alt: string): PageHead['image'] {
  if (!photo || photo.variants.length === 0) return null;
  const sorted = [...photo.variants].sort((a, b) => a.width - b.width);
  const variant = sorted.filter((v) => v.width <= 1280).at(-1) ?? sorted[0]!;
  return { url: absolute(origin, variant.url), width: variant.width, height: variant.height, alt };
}

function photoUrls(origin: string, photos: readonly Photo[]): string[] {
  return photos.flatMap((photo) => {
    const image = previewImage(origin, photo, '');
    return image ? [image.url] : [];
  });
}

export interface Crumb {
  name: string;
  /** Site-relative path. */
  path: string;
}

export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

function aggregateRating(rating: CarDetail['rating']): object | undefined {
  return rating
    ? { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 }
    : undefined;
}

const prefectureLabel = (value: Prefecture) => labelOf(Prefecture, value);

export type SearchTarget = 'rv' | 'rental' | 'spot';
export const searchPaths: Record<SearchTarget, string> = { rv: '/search-rv', rental: '/search-rental', spot: '/search-spot' };
/** The web's search titles (apps/web/src/features/listings/messages.ts). */
export const searchTitles: Record<SearchTarget, { title: string; lead: string; crumb: string }> = {
  rv: { title: 'カーシェアを探す', lead: 'キャンピングカーや個性あるクルマを、個人オーナーから借りられます。', crumb: 'カーシェア' },
  rental: { title: 'レンタカーを探す', lead: 'レンタカー会社のクルマを、旅程に合わせて予約できます。', crumb: 'レンタカー' },
  spot: { title: 'スポットを探す', lead: 'RVパーク・車中泊スポットや、旅先のアクティビティを予約できます。', crumb: 'スポット' },
};

/** The search a car appears under: search-rv for car share, search-rental for rental cars. */
export function carSearchTarget(serviceType: CarServiceType): SearchTarget {
  return serviceType === 'RentalCar' ? 'rental' : 'rv';
}

export function carHead(origin: string, car: CarDetail): PageHead {
  const target = carSearchTarget(car.serviceType);
  const place = `${prefectureLabel(car.place.prefecture)}${car.place.city}`;
  const facts = `${place}の${labelOf(CarServiceType, car.serviceType)}「${car.title}」（${car.manufacturerName} ${car.modelName}・${car.seats}人乗り・就寝${car.sleepingCapacity}人）。1日${yen(car.pricePerDay)}〜。`;
  const description = excerpt(`${facts}${car.description}`, 160);
  const url = absolute(origin, `/car/${car.id}`);
  const searchPath = searchPaths[target];
  return {
    title: documentTitle(car.title),
    description,
    canonical: url,
    noindex: false,
    ogType: 'product',
    image: previewImage(origin, car.photos[0] ?? car.cover ?? undefined, car.title),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: car.title,
        description: excerpt(car.description, 500),
        image: photoUrls(origin, car.photos),
        url,
        brand: { '@type': 'Brand', name: car.manufacturerName },
        model: car.modelName,
        category: car.carKind?.name ?? labelOf(CarServiceType, car.serviceType),
        aggregateRating: aggregateRating(car.rating),
        offers: {
          '@type': 'Offer',
          price: car.pricePerDay,
          priceCurrency: 'JPY',
          availability: 'https://schema.org/InStock',
          url,
          priceSpecification: { '@type': 'UnitPriceSpecification', price: car.pricePerDay, priceCurrency: 'JPY', unitText: '日' },
          seller: { '@type': 'Person', name: car.host.name },
        },
      },
      breadcrumbList(origin, [
        { name: SITE_NAME, path: '/' },
        { name: searchTitles[target].crumb, path: searchPath },
        { name: prefectureLabel(car.place.prefecture), path: `${searchPath}?prefecture=${car.place.prefecture}` },
        { name: car.title, path: `/car/${car.id}` },
      ]),
    ],
  };
}

export function spotHead(origin: string, spot: SpotDetail): PageHead {
  const place = `${prefectureLabel(spot.place.prefecture)}${spot.place.city}`;
  const unit = spot.priceUnit === 'PerDay' ? '1日' : '1回';
  const facts = `${place}の${spot.spotTypeName}「${spot.title}」。${unit}${yen(spot.priceFrom)}〜・最大${spot.maxPeople}人。`;
  const description = excerpt(`${facts}${spot.description}`, 160);
  const url = absolute(origin, `/spot/${spot.id}`);
  const lodging = spot.spotKind === 'Land';
  return {
    title: documentTitle(spot.title),
    description,
    canonical: url,
    noindex: false,
    ogType: 'place',
    image: previewImage(origin, spot.photos[0] ?? spot.cover ?? undefined, spot.title),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': lodging ? 'LodgingBusiness' : 'Place',
        name: spot.title,
        description: excerpt(spot.description, 500),
        image: photoUrls(origin, spot.photos),
        url,
        address: {
          '@type': 'PostalAddress',
          addressCountry: 'JP',
          addressRegion: prefectureLabel(spot.place.prefecture),
          addressLocality: spot.place.city,
        },
        ...(lodging ? { priceRange: `${yen(spot.priceFrom)}〜` } : {}),
        aggregateRating: aggregateRating(spot.rating),
      },
      breadcrumbList(origin, [
        { name: SITE_NAME, path: '/' },
        { name: searchTitles.spot.crumb, path: searchPaths.spot },
        { name: prefectureLabel(spot.place.prefecture), path: `${searchPaths.spot}?prefecture=${spot.place.prefecture}` },
        { name: spot.title, path: `/spot/${spot.id}` },
      ]),
    ],
  };
}

/** The keys of a search's URL in the web's stable order (apps/web/src/features/listings/search-params.ts, serializeSearch). */
const SEARCH_KEYS = [
  'prefecture',
  'region',
  'from',
  'to',
  'people',
  'sleeping',
  'min',
  'max',
  'kinds',
  'types',
  'facilities',
  'q',
  'rating',
  'sort',
  'page',
];
const DEFAULTS: Record<string, string> = { sort: 'popular', page: '1' };

/**
 * A search's canonical query: its filters in the web's order, one value each, defaults and unknown
 * keys left out, so that `?max=9000&prefecture=Nagano` and `?prefecture=Nagano&max=9000` are one page.
 */
export function canonicalSearchQuery(params: URLSearchParams, target: SearchTarget): string {
  const out = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    if (key === 'sleeping' && target === 'spot') continue;
    if (key === (target === 'spot' ? 'kinds' : 'types')) continue;
    const value = params.get(key)?.trim();
    if (!value || DEFAULTS[key] === value) continue;
    if (key === 'prefecture' && !(Prefecture.values as readonly string[]).includes(value)) continue;
    if (key === 'region' && (out.has('prefecture') || !(Region.values as readonly string[]).includes(value))) continue;
    out.set(key, value);
  }
  return out.toString().replace(/%2C/gi, ',');
}

export function searchHead(origin: string, target: SearchTarget, params: URLSearchParams): PageHead {
  const copy = searchTitles[target];
  const query = canonicalSearchQuery(params, target);
  const path = query ? `${searchPaths[target]}?${query}` : searchPaths[target];
  const prefecture = params.get('prefecture');
  const region = params.get('region');
  const where = (Prefecture.values as readonly string[]).includes(prefecture ?? '')
    ? prefectureLabel(prefecture as Prefecture)
    : (Region.values as readonly string[]).includes(region ?? '')
      ? `${labelOf(Region, region as Region)}地方`
      : null;
  const crumbs: Crumb[] = [
    { name: SITE_NAME, path: '/' },
    { name: copy.crumb, path: searchPaths[target] },
  ];
  if (where) crumbs.push({ name: where, path });
  return {
    title: documentTitle(copy.title),
    description: where ? `${where}で${copy.title.replace(/を探す$/, '')}を探す。${copy.lead}` : `${copy.lead}${DEFAULT_DESCRIPTION}`,
    canonical: absolute(origin, path),
    noindex: false,
    ogType: 'website',
    image: null,
    jsonLd: [breadcrumbList(origin, crumbs)],
  };
}

export function faqHead(origin: string, entries: readonly Faq[]): PageHead {
  return {
    ...simpleHead(origin, '/faq', 'よくある質問', 'くるま旅のご利用について、よくある質問と回答をまとめました。'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: entries.map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.answer },
        })),
      },
      breadcrumbList(origin, [
        { name: SITE_NAME, path: '/' },
        { name: 'よくある質問', path: '/faq' },
      ]),
    ],
  };
}

export function homeHead(origin: string): PageHead {
  return {
    title: documentTitle(),
    description: DEFAULT_DESCRIPTION,
    canonical: absolute(origin, '/'),
    noindex: false,
    ogType: 'website',
    image: null,
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: absolute(origin, '/'), inLanguage: 'ja' }],
  };
}

/** A public page with a fixed title (guides, legal texts, reviews). */
export function simpleHead(origin: string, path: string, pageTitle: string, description?: string): PageHead {
  return {
    title: documentTitle(pageTitle),
    description: description ?? `${pageTitle}。${DEFAULT_DESCRIPTION}`,
    canonical: absolute(origin, path),
    noindex: false,
    ogType: 'article',
    image: null,
    jsonLd: [
      breadcrumbList(origin, [
        { name: SITE_NAME, path: '/' },
        { name: pageTitle, path },
      ]),
    ],
  };
}

/** Signed-in screens and answers that are not pages (404, 410): never indexed, no canonical. */
export function noindexHead(pageTitle?: string): PageHead {
  return {
    title: documentTitle(pageTitle),
    description: DEFAULT_DESCRIPTION,
    canonical: null,
    noindex: true,
    ogType: 'website',
    image: null,
    jsonLd: [],
  };
}
