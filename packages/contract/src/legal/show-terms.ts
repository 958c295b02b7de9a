import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { legalDocument } from './dto.js';

export const showTerms = defineEndpoint({
  path: '/v1/public/show-terms',
  tag: 'legal',
  summary: '利用規約の現行版を取得する（本文は空のオブジェクト）',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: legalDocument,
  errors: ['NOT_FOUND'],
});
