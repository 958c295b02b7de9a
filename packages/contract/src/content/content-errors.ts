import type { ErrorCode } from '../errors.js';

/** What saving content may answer besides the generic errors: the fields' rules and the references. */
export const contentSaveErrors = [
  'CONTENT_SLUG_TAKEN',
  'CONTENT_FIELDS_INVALID',
  'ARTICLE_CATEGORY_NOT_FOUND',
  'IMAGE_NOT_FOUND',
  'CAR_NOT_FOUND',
  'SPOT_NOT_FOUND',
] as const satisfies readonly ErrorCode[];
