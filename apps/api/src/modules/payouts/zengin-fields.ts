import { toZenginKana } from '@kurumatabi/contract';

/**
 * The field writers of a Zengin (全銀協) fixed-length record: numeric fields right-aligned with
 * leading zeros, text fields left-aligned with trailing spaces, every character one byte in
 * Shift_JIS (half-width kana, digits, capitals and a few signs). A value that does not fit throws a
 * ZenginFileError naming the field, so a bad file is never handed to a bank.
 */
export class ZenginFileError extends Error {
  constructor(
    /** The field in Japanese, with the record it belongs to (e.g. `受取人名（2件目）`). */
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'ZenginFileError';
  }
}

export function numeric(field: string, value: string | number, length: number): string {
  const text = String(value);
  if (!/^\d+$/.test(text)) throw new ZenginFileError(field, `数字で指定してください（${text}）。`);
  if (text.length > length) throw new ZenginFileError(field, `${length}桁を超えています（${text}）。`);
  return text.padStart(length, '0');
}

/** A code of exactly `length` digits (bank, branch, requester): never padded, since a short code is a wrong code. */
export function code(field: string, value: string, length: number): string {
  if (!new RegExp(`^\\d{${length}}$`).test(value)) throw new ZenginFileError(field, `${length}桁の数字で指定してください（${value}）。`);
  return value;
}

/**
 * A kana text field. `truncate` for the bank and branch names, which banks read only as a check (the
 * codes route the money) and which the list sometimes spells longer than 15; never for a name that
 * identifies a person or a company.
 */
export function kana(field: string, value: string, length: number, options: { truncate?: boolean } = {}): string {
  const converted = toZenginKana(value);
  if (!converted.ok) throw new ZenginFileError(field, `全銀フォーマットで使えない文字があります（${converted.invalid.join('')}）。`);
  if (converted.kana.length > length && !options.truncate) {
    throw new ZenginFileError(field, `半角${length}文字を超えています（${converted.kana}）。`);
  }
  return converted.kana.slice(0, length).padEnd(length, ' ');
}

export function blank(length: number): string {
  return ' '.repeat(length);
}
