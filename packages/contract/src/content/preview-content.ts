import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { previewFields } from './operator-dto.js';
import { renderedBody } from './public-dto.js';

/** Renders the editor's Markdown exactly as the public page will (sanitised), without saving anything. */
export const previewContent = defineEndpoint({
  path: '/v1/operator/preview-content',
  tag: 'content',
  summary: 'Markdown 本文を公開時と同じ方法で HTML に変換してプレビューする（保存しない、運営のみ）',
  access: 'operator',
  ids: {},
  input: z.strictObject(previewFields),
  output: renderedBody,
});
