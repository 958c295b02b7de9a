import * as c from '@kurumatabi/contract';
import type { Input } from '@kurumatabi/contract';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { uniqueWord } from '../../../test/listings-fixtures.js';

/** The body of an article that can be published, with a unique slug; `words` go into the body. */
export function articleForm(overrides: Partial<Input<typeof c.createContent>> = {}, words = ''): Input<typeof c.createContent> {
  return {
    kind: 'Article',
    slug: `test-${uniqueWord()}`,
    title: 'はじめての車中泊ガイド',
    summary: '車中泊に必要な準備と注意点をまとめました。',
    bodyMarkdown: `## 準備するもの\n\n- 寝袋\n- 銀マット\n\n## 場所選び\n\nRVパークを選びましょう。${words}\n\n## マナー\n\nアイドリングはしません。`,
    categorySlug: 'shachuhaku-basics',
    tags: [{ slug: 'shachuhaku', name: '車中泊' }],
    ...overrides,
  };
}

async function ok<T>(response: { statusCode: number; body: string; json: () => unknown }, what: string): Promise<T> {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

/** Creates a draft as the operator and returns it. */
export async function createDraft(operator: TestUser, form: Input<typeof c.createContent> = articleForm()): Promise<c.EditableContent> {
  return ok(await injectAs(operator, c.createContent, form), 'create-content');
}

/** Creates and publishes an article (or the given form) and returns it. */
export async function publishedContent(
  operator: TestUser,
  form: Input<typeof c.createContent> = articleForm(),
): Promise<c.EditableContent> {
  const draft = await createDraft(operator, form);
  return ok(await injectAs(operator, c.publishContent, { contentId: draft.id, expectedRevision: draft.revision }), 'publish-content');
}
