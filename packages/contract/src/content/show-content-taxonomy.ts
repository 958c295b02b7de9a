import { emptyInput } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { contentTaxonomy } from './operator-dto.js';

/** The categories and every tag (used or not), for the editor's pickers (operators only). */
export const showContentTaxonomy = defineEndpoint({
  path: '/v1/operator/show-content-taxonomy',
  tag: 'content',
  summary: '記事のカテゴリとタグの一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: emptyInput,
  output: contentTaxonomy,
});
