import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { legalDocument } from './dto.js';

export const showPrivacyPolicy = defineEndpoint({
  path: '/v1/public/show-privacy-policy',
  tag: 'legal',
  summary: 'プライバシーポリシーの現行版を取得する（本文は空のオブジェクト）',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: legalDocument,
  errors: ['NOT_FOUND'],
});
