import { z } from 'zod';

export const legalSection = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
});

/** A legal text (terms, privacy policy, share contract) in its current version. */
export const legalDocument = z.object({
  kind: z.enum(['Terms', 'PrivacyPolicy', 'ShareContract']),
  title: z.string(),
  version: z.string(),
  /** The day the version took effect, `YYYY-MM-DD` (Japan time). */
  effectiveOn: z.iso.date(),
  preamble: z.string(),
  sections: z.array(legalSection),
});
export type LegalDocument = z.infer<typeof legalDocument>;
export type LegalKind = LegalDocument['kind'];
