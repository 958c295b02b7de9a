import { toHalfWidthDigits } from '@kurumatabi/contract';
import { z } from './zod';

/**
 * A whole number typed as text (a price, a count, millimetres): full-width digits, thousands
 * separators and a trailing 円 are accepted. Blank is "not given" (null), which a nullable target
 * keeps and a required one refuses with `required`; anything else that is not a whole number is
 * refused with `notNumber`. Then the contract's own schema (its range and messages) applies.
 */
export function integerText<T extends z.ZodType<number | null, number | null> | z.ZodType<number, number>>(
  target: T,
  messages: { notNumber: string; required?: string },
) {
  return (
    z
      .string()
      .transform((value, ctx) => {
        const text = toHalfWidthDigits(value.trim())
          .replace(/[,，、]/g, '')
          .replace(/[－ー−]/g, '-')
          .replace(/円$/, '')
          .trim();
        if (text === '') {
          if (messages.required && !target.safeParse(null).success) {
            ctx.addIssue({ code: 'custom', message: messages.required });
            return z.NEVER;
          }
          return null;
        }
        if (!/^-?\d+$/.test(text)) {
          ctx.addIssue({ code: 'custom', message: messages.notNumber });
          return z.NEVER;
        }
        return Number(text);
      })
      // The transform answers number | null; a required target refuses the null itself (or above).
      .pipe(target as unknown as z.ZodType<z.output<T>, number | null>)
  );
}

/** A saved number as the text field shows it ('' for none). */
export function numberToText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
