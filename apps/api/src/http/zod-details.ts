import type { ErrorDetail } from '@kurumatabi/contract';
import type { z } from 'zod';

/** Zod issues as the envelope's details: a dotted path ('' for the body itself) and the message. */
export function zodDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
