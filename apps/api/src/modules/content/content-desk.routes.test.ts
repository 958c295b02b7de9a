/**
 * The operators' content desk end to end (ADR 0031): a draft, an image, autosaves, publication,
 * the public page, unpublication with a reason, the history and one audit row per act.
 */
import * as c from '@kurumatabi/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createRegisteredUser, injectAs, injectUpload, type TestUser } from '../../../test/helpers.js';
import { jpeg } from '../../../test/images.js';
import { createOperator } from '../../../test/listings-fixtures.js';
import { operatorAuditLog, users } from '../../db/schema/index.js';
import { articleForm, createDraft, publishedContent } from './content-fixtures.js';

let app: FastifyInstance;
let operator: TestUser;
let guest: TestUser;

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  operator = await createOperator();
  guest = await createRegisteredUser('記事 読者');
});
afterAll(() => app.close());

const auditOf = (targetId: string) =>
  app.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.targetId, targetId)).orderBy(operatorAuditLog.at);

describe('writing, publishing and taking down an article', () => {
  it('keeps one revision and one audit row (who, what, when, why) per act, and the public sees only what is published', async () => {
    const upload = await injectUpload(operator, c.uploadContentImage, {
      data: await jpeg(1200, 800),
      filename: 'cover.jpg',
      contentType: 'image/jpeg',
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const cover = upload.json<c.Image>();
    expect(cover.visibility).toBe('Public');

    const form = articleForm({
      coverImageId: cover.id,
      bodyMarkdown: `## 画像\n\n![夜のRVパーク](image:${cover.id})\n\n<script>alert(1)</script>本文`,
    });
    const draft = await createDraft(operator, form);
    const { kind: _kind, ...fields } = form;
    expect(draft).toMatchObject({
      status: 'Draft',
      revision: 1,
      live: false,
      categorySlug: 'shachuhaku-basics',
      coverImage: { id: cover.id },
    });
    expect((await injectAs(null, c.showArticle, { slug: form.slug })).statusCode).toBe(404);

    const autosaved = await injectAs(operator, c.updateContent, {
      ...fields,
      contentId: draft.id,
      expectedRevision: 1,
      autosave: true,
      title: '車中泊の準備',
    });
    expect(autosaved.statusCode, autosaved.body).toBe(200);
    expect(autosaved.json<c.EditableContent>()).toMatchObject({ revision: 2, title: '車中泊の準備' });
    // An editor still holding revision 1 does not overwrite revision 2.
    const stale = await injectAs(operator, c.updateContent, { ...fields, contentId: draft.id, expectedRevision: 1 });
    expect([stale.statusCode, stale.json<c.ErrorEnvelope>().error.code]).toEqual([409, 'CONTENT_REVISION_CONFLICT']);

    const published = await injectAs(operator, c.publishContent, {
      contentId: draft.id,
      expectedRevision: 2,
      reason: '秋の特集として公開',
    });
    expect(published.json<c.EditableContent>()).toMatchObject({ status: 'Published', live: true, revision: 3 });
    const page = await injectAs(null, c.showArticle, { slug: form.slug });
    expect(page.statusCode, page.body).toBe(200);
    const article = page.json<c.ArticleDetail>();
    expect(article).toMatchObject({
      title: '車中泊の準備',
      category: { slug: 'shachuhaku-basics', name: '車中泊の基本' },
      coverImage: { id: cover.id },
    });
    expect(article.html).toContain(`/images/public/${cover.id}/`);
    expect(article.html).not.toContain('<script');
    expect(article.tags).toEqual([{ slug: 'shachuhaku', name: '車中泊' }]);
    // A published item changes only on an explicit save.
    const autosaveLive = await injectAs(operator, c.updateContent, { ...fields, contentId: draft.id, expectedRevision: 3, autosave: true });
    expect([autosaveLive.statusCode, autosaveLive.json<c.ErrorEnvelope>().error.code]).toEqual([409, 'CONTENT_AUTOSAVE_PUBLISHED']);

    const noReason = await injectAs(operator, c.unpublishContent, { contentId: draft.id, reason: '' });
    expect(noReason.statusCode).toBe(400);
    const down = await injectAs(operator, c.unpublishContent, { contentId: draft.id, reason: '情報が古くなったため' });
    expect(down.json<c.EditableContent>()).toMatchObject({ status: 'Unpublished', live: false, revision: 4 });
    // At once: the cached page (read above) is gone with the commit.
    const gone = await injectAs(null, c.showArticle, { slug: form.slug });
    expect([gone.statusCode, gone.json<c.ErrorEnvelope>().error.code]).toEqual([404, 'ARTICLE_NOT_FOUND']);
    expect(gone.json<c.ErrorEnvelope>().error.message).toMatch(/記事が見つかりません/);

    const history = await injectAs(operator, c.listContentRevisions, { contentId: draft.id });
    expect(history.json<{ items: c.ContentRevision[] }>().items.map((r) => [r.revision, r.action, r.status])).toEqual([
      [4, 'Unpublish', 'Unpublished'],
      [3, 'Publish', 'Published'],
      [2, 'Autosave', 'Draft'],
      [1, 'Create', 'Draft'],
    ]);

    const [me] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseUid, operator.uid));
    const audit = await auditOf(draft.id);
    expect(audit.map((row) => [row.operatorUserId, row.action, row.targetKind, (row.details as { reason?: string }).reason])).toEqual([
      [me!.id, 'content.create', 'content', '新規作成'],
      [me!.id, 'content.autosave', 'content', '編集中の下書きの自動保存'],
      [me!.id, 'content.publish', 'content', '秋の特集として公開'],
      [me!.id, 'content.unpublish', 'content', '情報が古くなったため'],
    ]);
    for (const row of audit) expect(Math.abs(row.at.getTime() - Date.now())).toBeLessThan(60_000);
    const imageAudit = await auditOf(cover.id);
    expect(imageAudit.map((row) => [row.operatorUserId, row.action])).toEqual([[me!.id, 'content-image.upload']]);
  });

  it('writes no audit row and changes nothing for a refused act', async () => {
    const draft = await createDraft(operator);
    const refused = await injectAs(operator, c.unpublishContent, { contentId: draft.id, reason: '下書きは非公開にできない' });
    expect([refused.statusCode, refused.json<c.ErrorEnvelope>().error.code]).toEqual([409, 'CONTENT_STATUS_CONFLICT']);
    expect((await auditOf(draft.id)).map((row) => row.action)).toEqual(['content.create']);
  });
});

describe('the rules of the fields', () => {
  it('refuses an article without a category, interview fields on news, a taken slug and an unknown cover', async () => {
    const cases: [c.Input<typeof c.createContent>, number, c.ErrorCode][] = [
      [articleForm({ categorySlug: null }), 422, 'CONTENT_FIELDS_INVALID'],
      [articleForm({ kind: 'News', categorySlug: null, tags: [], intervieweeName: '佐藤さん' }), 422, 'CONTENT_FIELDS_INVALID'],
      [articleForm({ categorySlug: 'no-such-category' }), 404, 'ARTICLE_CATEGORY_NOT_FOUND'],
      [articleForm({ coverImageId: crypto.randomUUID() }), 404, 'IMAGE_NOT_FOUND'],
    ];
    for (const [form, status, code] of cases) {
      const response = await injectAs(operator, c.createContent, form);
      expect([response.statusCode, response.json<c.ErrorEnvelope>().error.code], JSON.stringify(form)).toEqual([status, code]);
    }
    const first = await createDraft(operator);
    const again = await injectAs(operator, c.createContent, articleForm({ slug: first.slug }));
    expect([again.statusCode, again.json<c.ErrorEnvelope>().error.code]).toEqual([409, 'CONTENT_SLUG_TAKEN']);
  });

  it('refuses to publish an article without a body', async () => {
    const draft = await createDraft(operator, articleForm({ bodyMarkdown: '' }));
    const response = await injectAs(operator, c.publishContent, { contentId: draft.id, expectedRevision: 1 });
    expect([response.statusCode, response.json<c.ErrorEnvelope>().error.code]).toEqual([422, 'CONTENT_INCOMPLETE']);
  });
});

describe('who may use the desk', () => {
  it('answers 403 to a signed-in user who is not staff, 401 without a token', async () => {
    const asGuest = await injectAs(guest, c.createContent, articleForm());
    expect([asGuest.statusCode, asGuest.json<c.ErrorEnvelope>().error.code]).toEqual([403, 'FORBIDDEN']);
    const anonymous = await injectAs(null, c.listContents, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists drafts to staff, and previews without saving', async () => {
    const draft = await createDraft(operator);
    const list = await injectAs(operator, c.listContents, { keyword: draft.slug, status: 'Draft' });
    expect(list.json<{ items: c.ContentSummary[] }>().items.map((i) => i.id)).toEqual([draft.id]);
    const taxonomy = (await injectAs(operator, c.showContentTaxonomy, {})).json<c.ContentTaxonomy>();
    expect(taxonomy.categories.map((category) => category.name)).toEqual([
      '車中泊の基本',
      'キャンピングカーの選び方',
      'RVパーク・スポット',
      '旅のモデルコース',
    ]);
    // Drafts count for the editor: this one is in the first category.
    expect(taxonomy.categories[0]!.articleCount).toBeGreaterThanOrEqual(1);
    expect(taxonomy.tags).toContainEqual({ slug: 'shachuhaku', name: '車中泊' });
    const preview = await injectAs(operator, c.previewContent, {
      kind: 'Article',
      bodyMarkdown: '## 見出し\n\n<img src=x onerror=alert(1)>本文',
    });
    expect(preview.json<c.RenderedBody>().html).toBe('<h2 id="h-見出し">見出し</h2>\n<p>本文</p>\n');
  });
});

describe('the public side', () => {
  it('answers unknown slugs, categories and tags with 404 in the envelope', async () => {
    for (const [endpoint, body, code] of [
      [c.showArticle, { slug: 'no-such-article' }, 'ARTICLE_NOT_FOUND'],
      [c.showNews, { slug: 'no-such-news' }, 'NEWS_NOT_FOUND'],
      [c.showOwnerInterview, { slug: 'no-such-interview' }, 'OWNER_INTERVIEW_NOT_FOUND'],
      [c.listArticleByCategory, { category: 'no-such-category' }, 'ARTICLE_CATEGORY_NOT_FOUND'],
      [c.listArticleByTag, { tag: 'no-such-tag' }, 'ARTICLE_TAG_NOT_FOUND'],
    ] as const) {
      const response = await injectAs(null, endpoint as c.Endpoint, body as never);
      const error = response.json<c.ErrorEnvelope>().error;
      expect([response.statusCode, error.code]).toEqual([404, code]);
      expect(error.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
  });

  it('lists a published article by category and tag with related articles', async () => {
    const tag = { slug: `tag-${crypto.randomUUID().slice(0, 8)}`, name: 'テストの旅' };
    const first = await publishedContent(operator, articleForm({ tags: [tag], categorySlug: 'model-routes' }));
    const second = await publishedContent(operator, articleForm({ tags: [tag], categorySlug: 'model-routes' }));
    const byTag = await injectAs(null, c.listArticleByTag, { tag: tag.slug });
    expect(byTag.json<{ items: c.ArticleCard[]; tag: c.ContentTagWithCount }>()).toMatchObject({
      tag: { ...tag, articleCount: 2 },
      items: [{ id: second.id }, { id: first.id }],
    });
    const byCategory = await injectAs(null, c.listArticleByCategory, { category: 'model-routes', limit: 48 });
    expect(byCategory.json<{ items: c.ArticleCard[] }>().items.map((i) => i.id)).toContain(first.id);
    const detail = await injectAs(null, c.showArticle, { slug: first.slug });
    const article = detail.json<c.ArticleDetail>();
    expect(article.related[0]?.id).toBe(second.id);
    expect(article.toc.map((t) => t.id)).toEqual(['h-準備するもの', 'h-場所選び', 'h-マナー']);
    expect(article.readingMinutes).toBe(1);
  });
});
