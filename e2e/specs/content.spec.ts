import { expect, test, type Page } from '@playwright/test';
import { listArticleOverview, listNews, listOwnerInterview, searchArticles } from '@kurumatabi/contract';
import { createClient } from '@kurumatabi/contract/client';
import { apiBaseUrl, demoAccounts } from '../support/api';
import { signInAs } from '../support/journey';
import { screenshotAt } from '../support/screens';
import { scrollThrough } from '../support/ui';

/**
 * Content (issue 15): a visitor browses the magazine by category and tag, searches and reads an
 * article (also without JavaScript: the server renders it); an operator writes an article with an
 * image, previews it, schedules it a minute ahead and sees it on the home page at its time.
 */

const publicApi = createClient({ baseUrl: apiBaseUrl(), getToken: async () => null });
const operatorName = '高橋 誠';

const main = (page: Page) => page.getByRole('main');
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'パンくずリスト' });

async function seededContent() {
  const overview = await publicApi(listArticleOverview, {});
  const category = overview.categories.find((entry) => entry.latest.length > 0);
  const tag = overview.tags[0];
  if (!category || !tag) throw new Error('the demo seed has no published articles with a tag');
  const found = await publicApi(searchArticles, { keyword: '車中泊' });
  const article = found.items[0];
  if (!article) throw new Error('the demo seed has no article about 車中泊');
  return { category: category.category, tag, article, searchTotal: found.total };
}

test('a visitor browses articles by category and tag, searches, and reads one', async ({ page }) => {
  test.setTimeout(120_000);
  const { category, tag, searchTotal } = await seededContent();

  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'くるま旅マガジン' })).toBeVisible();
  await expect(main(page).getByRole('article').first()).toBeVisible();
  await screenshotAt(page, 375, 'content-articles');
  await screenshotAt(page, 1280, 'content-articles');

  // By category: the chip leads to the category's page, whose cards all carry its name.
  await page
    .getByRole('navigation', { name: 'カテゴリ' })
    .getByRole('link', { name: new RegExp(category.name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/articles/category/${category.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${category.name}の記事` })).toBeVisible();
  await expect(crumbs(page).getByRole('link', { name: '記事' })).toBeVisible();
  const cards = page.getByRole('region', { name: category.name }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText(category.name);

  // By tag, from the tag list beside the articles.
  await page
    .getByRole('region', { name: 'タグ' })
    .getByRole('link', { name: new RegExp(tag.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/articles/tag/${tag.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: `#${tag.name}の記事` })).toBeVisible();
  await expect(page.getByRole('region', { name: tag.name }).getByRole('article')).toHaveCount(Math.min(tag.articleCount, 12));

  // Search: a word inside compounds (車中泊 in 車中泊スポット) finds the seed's articles.
  await page.getByRole('search').getByLabel('キーワード').fill('車中泊');
  await page.getByRole('search').getByRole('button', { name: '検索' }).click();
  await expect(page).toHaveURL(/\/articles\/search\?q=/);
  await expect(page.getByRole('heading', { name: `「車中泊」の検索結果 ${searchTotal}件` })).toBeVisible();
  const first = page.getByRole('region', { name: '記事を検索' }).getByRole('article').first();
  const title = (await first.getByRole('heading').textContent())!.trim();

  // Read it: its heading, where it sits, its body, its tags and the way to share it.
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(crumbs(page)).toContainText('記事');
  await expect(main(page)).toContainText(/約\d+分で読めます/);
  await expect(page.getByRole('region', { name: 'この記事をシェアする' }).getByRole('button', { name: 'リンクをコピー' })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | くるま旅`);
  await screenshotAt(page, 375, 'content-article');
  await screenshotAt(page, 1280, 'content-article');

  // Back to the list.
  await page.getByRole('link', { name: '記事一覧へ戻る' }).click();
  await expect(page).toHaveURL(/\/articles$/);
});

test('news, an owner interview and the share page', async ({ page }) => {
  test.setTimeout(120_000);
  const [news, interviews] = await Promise.all([publicApi(listNews, {}), publicApi(listOwnerInterview, {})]);
  const item = news.items[0]!;
  const interview = interviews.items[0]!;

  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
  await page.getByRole('link', { name: item.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await screenshotAt(page, 375, 'content-news');
  await screenshotAt(page, 1280, 'content-news');

  await page.goto('/interview');
  await expect(page.getByRole('heading', { level: 1, name: 'オーナーインタビュー' })).toBeVisible();
  await page.getByRole('link', { name: interview.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: interview.title })).toBeVisible();
  await expect(main(page)).toContainText(interview.intervieweeName);
  await screenshotAt(page, 375, 'content-interview');
  await screenshotAt(page, 1280, 'content-interview');

  await page.goto('/share');
  await expect(page.getByRole('heading', { level: 1, name: 'あなたのクルマと土地で、旅する人を迎えよう' })).toBeVisible();
  // The worked example: 3 days × ¥16,000 + ¥5,500 cleaning = ¥53,500, less the 20% fee: ¥42,800.
  await expect(main(page)).toContainText('¥42,800');
  await expect(page.getByRole('region', { name: 'オーナーの声' }).getByRole('article').first()).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'カーオーナーになる' }).first()).toHaveAttribute('href', '/mypage/cars/to-owner');
  await screenshotAt(page, 375, 'content-share');
  await screenshotAt(page, 1280, 'content-share');
  // Below the earnings examples the page is the server's markup until the reader scrolls near it (ADR 0030); then its
  // code runs: the owners' voices' link navigates within the app, without loading a document again.
  await scrollThrough(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'インタビューをもっと読む' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'オーナーインタビュー' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The home page shows the latest news and an owner interview below the fold.
  await page.goto('/');
  await expect(page.getByRole('region', { name: '最新のお知らせ' }).getByRole('link', { name: item.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'オーナーインタビュー' }).getByRole('link', { name: interview.title })).toBeVisible();
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('an article, a category and the search are there from the server', async ({ page, request }) => {
    const { category, article } = await seededContent();
    await page.goto(`/article/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(main(page)).toContainText(article.category.name);
    await expect(main(page)).toContainText(/約\d+分で読めます/);
    await screenshotAt(page, 375, 'content-nojs-article');

    await page.goto(`/articles/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${category.name}の記事` })).toBeVisible();
    await expect(main(page).getByRole('article').first()).toBeVisible();

    // The search box is a plain form: it works without JavaScript too.
    await page.getByRole('search').getByLabel('キーワード').fill('車中泊');
    await page.getByRole('search').getByRole('button', { name: '検索' }).click();
    await expect(page.getByRole('heading', { name: /「車中泊」の検索結果 \d+件/ })).toBeVisible();

    // Unknown slugs: 404 with the error screen; the article's head has its JSON-LD.
    const missing = await request.get('/article/no-such-article', { headers: { accept: 'text/html' } });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('ページが存在しません');
    const html = await (await request.get(`/article/${article.slug}`, { headers: { accept: 'text/html' } })).text();
    const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => (JSON.parse(m[1]!) as { '@type': string })['@type'],
    );
    expect(types).toEqual(['Article', 'BreadcrumbList']);
    const sitemap = await (await request.get('/sitemap-content.xml')).text();
    expect(sitemap).toContain(`/article/${article.slug}</loc>`);
  });
});

/** The next whole minute at least 40 s away, as `YYYY-MM-DDTHH:mm` in Japan time (the editor's input). */
function nextMinuteInJapan(): { local: string; at: number } {
  const at = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000;
  return { local: new Date(at + 9 * 3_600_000).toISOString().slice(0, 16), at };
}

test('an operator writes an article with an image, previews it, schedules it, and it appears on the home page at its time', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `春の車中泊テスト記事 ${stamp}`;
  const slug = `e2e-spring-${stamp}`;

  // An image to upload: the share page's hero, drawn by the app itself.
  await page.goto('/share');
  const image = await page.locator('section').first().screenshot({ type: 'png' });

  await signInAs(page, demoAccounts.operator.email, operatorName, demoAccounts.operator.password);
  await page.goto('/operator');
  await page.getByRole('navigation', { name: '運営管理メニュー' }).getByRole('link', { name: 'コンテンツ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'コンテンツ' })).toBeVisible();
  await page.getByRole('link', { name: '記事を書く' }).click();
  // The new item's page, not the list's search field, takes the title: wait for it before typing.
  await expect(page.getByRole('heading', { level: 1, name: '新しい記事' })).toBeVisible();

  await page.getByLabel('タイトル', { exact: true }).fill(title);
  await page.getByLabel('スラッグ（URL）').fill(slug);
  await page.getByLabel('カテゴリ').selectOption({ label: '車中泊の基本' });
  await page.getByRole('button', { name: '下書きを作成' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByLabel('概要').fill('春の夜を快適に過ごすための、寝具と換気の工夫をまとめました。');
  await page.getByLabel('タグ', { exact: true }).fill('春:spring');
  await page.getByLabel('タグ', { exact: true }).press('Enter');
  await page.getByLabel('カバー画像', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: image });
  await expect(page.getByRole('img', { name: 'カバー画像のプレビュー' })).toBeVisible({ timeout: 30_000 });
  await page
    .getByLabel('本文（Markdown）')
    .fill(
      '## 寝具を選ぶ\n\n春でも夜は冷えます。**薄手の寝袋**を一枚。\n\n## 換気する\n\n窓を少し開けて結露を防ぎます。\n\n## 朝を迎える\n\n- 日の出を見る\n- 片付ける',
    );

  // The preview is the API's rendering: headings and emphasis, no Markdown marks.
  const preview = page.getByRole('region', { name: 'プレビュー（公開ページと同じ表示）' });
  await expect(preview.getByRole('heading', { name: '寝具を選ぶ' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('薄手の寝袋');
  // The draft saves itself after a pause.
  await expect(page.getByText(/に自動保存しました/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: '編集履歴' })).toContainText('自動保存');
  await screenshotAt(page, 375, 'content-operator-editor');
  await screenshotAt(page, 1280, 'content-operator-editor');

  // Schedule it at the next minute (Japan time); it is not on the home page before then.
  const { local, at } = nextMinuteInJapan();
  await page.getByLabel('公開日時（日本時間）').fill(local);
  await page.getByRole('button', { name: '公開を予約' }).click();
  await expect(page.getByText(/に公開を予約しました/)).toBeVisible();
  await expect(page.getByRole('region', { name: '公開', exact: true })).toContainText('予約公開');

  const home = await page.context().newPage();
  await home.goto('/');
  await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
  if (Date.now() < at - 5_000) await expect(home.getByRole('link', { name: title })).toHaveCount(0);

  // At its time it is among the home page's newest articles, with the image, and its page is public.
  await home.waitForTimeout(Math.max(0, at - Date.now()) + 1_000);
  await expect(async () => {
    await home.goto('/');
    await expect(home.getByRole('region', { name: 'くるま旅マガジン' }).getByRole('link', { name: title })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await home.getByRole('link', { name: title }).click();
  await expect(home.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(home.getByRole('img', { name: `${title}のイメージ` })).toHaveAttribute('src', /\/images\/public\//);
  await expect(home.getByRole('navigation', { name: '目次' })).toBeVisible();
});
