/**
 * The parts of the error table the browser's API client needs on every page (ADR 0030): the
 * envelope's shape and the three errors it names itself when an answer comes without an envelope
 * (a proxy's 404 or 502, a page instead of JSON). The full table (errors.ts) holds these same
 * entries; it loads only with the screens that read it.
 */
export const errorsWithoutEnvelope = {
  VALIDATION_FAILED: { status: 400, message: '入力内容に誤りがあります。' },
  NOT_FOUND: { status: 404, message: 'お探しのページまたはデータは見つかりませんでした。' },
  INTERNAL: { status: 500, message: 'サーバーで予期しないエラーが発生しました。しばらくしてからお試しください。' },
} as const;

export interface ErrorDetail {
  /** Dotted path of the offending field, '' for the body itself. */
  path: string;
  message: string;
}

/** Whether a parsed body is the API's error envelope (DESIGN.md §3); its code is checked against the table by the caller's type. */
export function hasErrorEnvelopeShape(value: unknown): value is { error: { code: string; message: string; details?: ErrorDetail[] } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}
