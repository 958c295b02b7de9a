import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { legalDocument } from './dto.js';

export const showShareContract = defineEndpoint({
  path: '/v1/public/show-share-contract',
  tag: 'legal',
  summary: 'シェア契約書の現行版を取得する（本文は空のオブジェクト）',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: legalDocument,
  errors: ['NOT_FOUND'],
});
