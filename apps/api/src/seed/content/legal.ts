import type { LegalDocument } from '@kurumatabi/contract';
import { privacyPolicy } from './legal-privacy-policy.js';
import { shareContract } from './legal-share-contract.js';
import { terms } from './legal-terms.js';

/**
 * The legal texts the seed inserts into an empty `legal_documents` table (ADR 0004). Per kind, the latest version by
 * effective date becomes `Current`; older versions kept in this list are stored as `Normal`.
 */
export const legalDocuments: LegalDocument[] = [terms, privacyPolicy, shareContract];
