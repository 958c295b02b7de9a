import { expect, test, type Page } from '@playwright/test';
import { publicPages } from '../support/public-pages';

/**
 * The first-load budget of issue 14 (ADR 0030), measured in the browser: the JavaScript a
 * visitor's browser fetches (bytes on the wire, compressed, headers included, as Chromium counts
 * them) from the navigation until the page shows its content and the network is quiet. It
 * replaces the build's chunk-list budget, which counted two chunks and missed what the browser
 * really loads. A visitor's plain page view also never calls a third party (no identity SDK, no
 * Google helper).
 */
const BUDGET_BYTES = 120_000;

/**
 * Where a page is not within the budget yet (ADR 0030, figures of 2026-11-27: brotli, as Chromium fetches
 * the precompressed files from 127.0.0.1), it must not grow past this ceiling: the identity SDK (59 KB) or zod
 * (24 KB) coming back breaks it. `FIRST_LOAD_STRICT=1` holds every page to the budget itself (issue 14's
 * target), which is what this spec enforces once the pages fit.
 */
const CEILINGS: Record<string, number> = {
  home: 135_000,
  faq: 135_000,
  guide: 130_000,
  'for-beginner': 130_000,
  terms: 135_000,
  'privacy-policy': 135_000,
  'search-rv': 175_000,
  'search-rental': 175_000,
  'search-spot': 175_000,
  car: 170_000,
  spot: 170_000,
  reviews: 230_000,
  // Content (issue 15), measured 2026-11-27: 162–186 KB (the contract's calls and the article cards' chunks).
  articles: 200_000,
  'articles-category': 200_000,
  'articles-search': 200_000,
  article: 195_000,
  news: 180_000,
  'news-item': 190_000,
  interviews: 190_000,
  interview: 195_000,
  share: 205_000,
};
const strict = process.env.FIRST_LOAD_STRICT === '1';
/** `FIRST_LOAD_FILES=1` lists each page's scripts with their bytes (what to look at when a page grows). */
const listFiles = process.env.FIRST_LOAD_FILES === '1';

// Measured as Lighthouse's mobile run sees a page (issue 14's targets): a phone's viewport, so what
// sits below its fold on a phone is below the fold here too.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

interface Fetched {
  url: string;
  type: string;
  bytes: number;
}

async function recordNetwork(page: Page): Promise<Fetched[]> {
  const fetched: Fetched[] = [];
  const session = await page.context().newCDPSession(page);
  const requests = new Map<string, { url: string; type: string }>();
  session.on('Network.responseReceived', (event) => requests.set(event.requestId, { url: event.response.url, type: event.type }));
  session.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) fetched.push({ ...request, bytes: event.encodedDataLength });
  });
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  return fetched;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

test('every public page stays within its first-load JavaScript budget before it is usable, and calls no third party', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const pages = await publicPages();
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) outside.push(request.url());
  });
  const rows: string[] = [];
  const over: string[] = [];
  for (const { name, path, ready } of pages) {
    const fetched = await recordNetwork(page);
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const scripts = fetched.filter((entry) => entry.type === 'Script');
    const total = scripts.reduce((sum, entry) => sum + entry.bytes, 0);
    rows.push(`${name.padEnd(16)} ${kb(total).padStart(9)}  ${scripts.length} files`);
    if (listFiles) {
      for (const entry of [...scripts].sort((a, b) => b.bytes - a.bytes))
        rows.push(`    ${kb(entry.bytes).padStart(9)}  ${new URL(entry.url).pathname}`);
    }
    const limit = strict ? BUDGET_BYTES : Math.max(BUDGET_BYTES, CEILINGS[name] ?? BUDGET_BYTES);
    if (total > limit) over.push(`${name} ${kb(total)} > ${kb(limit)}`);
    expect(
      fetched.some((entry) => /\/identity-[\w-]+\.js$/.test(entry.url)),
      `${name} loaded the identity SDK`,
    ).toBe(false);
  }
  console.log(`First-load JavaScript per public page (budget ${kb(BUDGET_BYTES)}${strict ? ', strict' : ''}):\n${rows.join('\n')}`);
  expect(outside, 'requests to another origin on plain page views').toEqual([]);
  expect(over, 'pages over the first-load budget').toEqual([]);
});
