import { deactivationReason } from '@kurumatabi/contract';
import { z } from '@/lib/zod';
import { accountMessages as m } from './messages';

/**
 * The deactivation form: the contract's reason and confirmation, plus proof that the person at the
 * screen owns the account — the current password when there is one, otherwise the typed phrase.
 */
export function deactivationSchema(hasPassword: boolean) {
  return z.object({
    reason: deactivationReason,
    // The API takes the literal `true`; the form holds the checkbox's boolean until it is ticked.
    agreed: z.boolean().refine((ticked) => ticked, m.agreeRequired),
    password: hasPassword ? z.string().min(1, m.passwordRequired) : z.string(),
    phrase: hasPassword ? z.string() : z.string().refine((value) => value.trim() === m.phrase, m.phraseMismatch),
  });
}
