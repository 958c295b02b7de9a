import { expect, test, type Page } from '@playwright/test';
import { createContent, publishContent } from '@kurumatabi/contract';
import { operatorApi } from '../support/api';
import { screenshotAt } from '../support/screens';
import { openLoginDialog } from '../support/ui';

/**
 * Issue 34, defect 5 (ADR 0044): an article whose headings are the page's own element ids (the
 * shell's root, the hydration state, the runtime configuration, the layout's and the article view's
 * ids) is read and hydrates: its data is not asked for a second time, nothing is logged, the header
 * answers, and the table of contents leads to the headings' own (h-…) anchors.
 */

const PAGE_IDS = ['root', 'ssr-state', 'runtime-config', 'main', 'site-menu', 'toc-aside', 'toc-title', 'article-tags', 'related-title'];

/** Console errors and warnings, uncaught errors, and the article's data calls, from the first request on. */
function watch(page: Page) {
  const problems: string[] = [];
  const articleCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/public/show-article') articleCalls.push(request.postData() ?? '');
  });
  return { problems, articleCalls };
}

test('an article whose headings are every id of the page renders and hydrates', async ({ page }) => {
  test.setTimeout(120_000);
  const operator = await operatorApi();
  const slug = `page-ids-${Date.now()}`;
  const body = [...PAGE_IDS.map((id) => `## ${id}\n\n見出しが「${id}」の段落です。`), '[最初の見出しへ](#root)'].join('\n\n');
  const draft = await operator(createContent, {
    kind: 'Article',
    slug,
    title: 'ページの id と同じ見出しの記事',
    summary: '見出しがページの要素の id と同じでも、ページは動きます。',
    bodyMarkdown: body,
    categorySlug: 'shachuhaku-basics',
    tags: [{ slug: 'shachuhaku', name: '車中泊' }],
  });
  await operator(publishContent, { contentId: draft.id, expectedRevision: draft.revision });

  const { problems, articleCalls } = watch(page);
  await page.goto(`/article/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'ページの id と同じ見出しの記事' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The server's state was read (no second request for the article) and React took over the server's markup.
  expect(articleCalls).toEqual([]);
  await expect.poll(() => page.locator('h1').evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  expect(problems).toEqual([]);
  // Each heading keeps its text and gets an anchor of its own; the page's elements keep theirs.
  for (const id of PAGE_IDS) await expect(page.locator(`[id="h-${id}"]`)).toHaveText(id);
  expect(await page.locator('#root').evaluate((root) => root.parentElement?.tagName)).toBe('BODY');
  expect(await page.locator('#ssr-state').evaluate((state) => state.tagName)).toBe('SCRIPT');

  // Hydrated: the header's sign-in button answers.
  await openLoginDialog(page);
  await page.keyboard.press('Escape');

  // The table of contents and the in-page link lead to the headings.
  await page.getByRole('navigation', { name: '目次' }).first().getByRole('link', { name: 'ssr-state' }).click();
  await expect(page).toHaveURL(/#h-ssr-state$/);
  await expect(page.getByRole('heading', { name: 'ssr-state', exact: true })).toBeInViewport();
  await page.getByRole('link', { name: '最初の見出しへ' }).click();
  await expect(page).toHaveURL(/#h-root$/);
  expect(problems).toEqual([]);

  await screenshotAt(page, 375, 'article-page-ids');
  await screenshotAt(page, 1280, 'article-page-ids');
});
