import { escapeHtml } from './page-head.js';

/** Listings per sitemap file (the protocol allows 50,000; smaller files regenerate and download faster). */
export const SITEMAP_PAGE_SIZE = 5000;

/** The page of a content item by its kind (the web's routes: article/{id}, news/{newsId}, interview/{id}). */
export const CONTENT_ITEM_PATHS = { Article: '/article/', News: '/news/', Interview: '/interview/' } as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndexXml(locations: readonly string[]): string {
  const items = locations.map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items}\n</sitemapindex>\n`;
}

export function urlSetXml(urls: readonly { loc: string; lastmod?: Date }[]): string {
  const items = urls
    .map(({ loc, lastmod }) => `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`)
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${items}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; signed-in screens and the API not; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /v1/',
    'Disallow: /mypage',
    'Disallow: /operator',
    'Disallow: /reserves/',
    'Disallow: /inquiries/',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
