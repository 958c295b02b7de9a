import type { z } from 'zod';
import { ApiError } from '@kurumatabi/contract/client';
import { hostRulesMessages } from './messages';

/** A refusal's messages by field path (`availability.minLength`, `pricing.seasons.0.name`): the first for each field. */
export type FieldErrors = Record<string, string>;

export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = prefix + issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Checks `value` with the contract's zod input: the parsed value, or the Japanese messages by field. */
export function check<S extends z.ZodType>(
  schema: S,
  value: unknown,
  prefix: string,
): { ok: true; value: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: issuesByPath(result.error.issues, prefix) };
}

/** The API's refusal by field (its details carry the same paths), and the sentence for the form's top. */
export function refusalOf(error: unknown): { message: string; errors: FieldErrors } {
  if (error instanceof ApiError && error.status < 500) {
    const details = error.details ?? [];
    const errors: FieldErrors = {};
    for (const detail of details) if (detail.path) errors[detail.path] ??= detail.message;
    return { message: details[0]?.message ?? error.message, errors };
  }
  return { message: hostRulesMessages.saveFailed, errors: {} };
}

/** A number field's value: NaN when empty or not a number (the zod input then says 「…を数字で入力してください。」). */
export const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
