import { z } from 'zod';

/** The body of a call that takes nothing: spec §7 still requires it, as `{}`. */
export const emptyInput = z.strictObject({});

/*
 * The character rule of every text the API takes (docs/decisions/0021-input-hygiene-and-fuzzing.md).
 * Every string field of every input schema starts from `singleLineText` or `multiLineText` (or is a
 * zod format such as z.uuid()); a contract test walks the registry and fails on any other string, so
 * a new field cannot skip the rule.
 *
 * Refused everywhere: the control characters (\p{Cc}: C0 U+0000–U+001F, DEL U+007F and C1
 * U+0080–U+009F; no keyboard types them, a NUL breaks PostgreSQL's text and the others hide text
 * from people reading it) and lone surrogates (\p{Cs}: not Unicode text; the database driver would
 * silently store U+FFFD instead). A multi-line field also takes tab and line feed; CR LF and a lone
 * CR (what a Windows client or a form post sends) are normalised to LF first.
 */
export const SINGLE_LINE_TEXT = /^[^\p{Cc}\p{Cs}]*$/u;
export const MULTI_LINE_TEXT = /^(?:[^\p{Cc}\p{Cs}]|[\t\n])*$/u;

export interface TextOptions {
  /** Trim white space at both ends before the other checks (default true). */
  trim?: boolean;
  /** The message when the value is not a string (default `${label}は文字で入力してください。`). */
  typeError?: string;
}

/** The not-a-string message only: checks without their own message keep zod's (localised) default. */
function typeError(label: string, options: TextOptions) {
  const message = options.typeError ?? `${label}は文字で入力してください。`;
  return { error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? message : undefined) };
}

function controlCharacterMessage(label: string): string {
  return `${label}に使用できない文字が含まれています。`;
}

/**
 * A one-line text (names, titles, keywords, ids): no control character at all, tab and line breaks
 * included. Chain `.min()` / `.max()` / `.regex()` after it; a refused character stops the checks
 * (abort), so the answer names the character problem once instead of every rule after it.
 */
export function singleLineText(label: string, options: TextOptions = {}) {
  const base = z.string(typeError(label, options));
  return (options.trim === false ? base : base.trim()).regex(SINGLE_LINE_TEXT, {
    message: controlCharacterMessage(label),
    abort: true,
  });
}

/** A text of several lines (descriptions, rules, notes, messages): tab and line feed allowed, CR LF becomes LF. */
export function multiLineText(label: string, options: TextOptions = {}) {
  const base = z.string(typeError(label, options)).overwrite((v) => v.replace(/\r\n?/g, '\n'));
  return (options.trim === false ? base : base.trim()).regex(MULTI_LINE_TEXT, {
    message: controlCharacterMessage(label),
    abort: true,
  });
}
