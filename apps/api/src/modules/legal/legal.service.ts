import type { LegalDocument, LegalKind } from '@kurumatabi/contract';
import { AppError } from '../../http/app-error.js';
import type { LegalRepository } from './legal.repository.js';

export function createLegalService(repository: LegalRepository) {
  /** The version of a legal text in force (ADR 0004). */
  async function showCurrent(kind: LegalKind): Promise<LegalDocument> {
    const row = await repository.findCurrent(kind);
    if (!row) throw new AppError('NOT_FOUND');
    return {
      kind: row.kind,
      title: row.title,
      version: row.version,
      effectiveOn: row.effectiveOn,
      preamble: row.preamble,
      sections: row.sections,
    };
  }
  return { showCurrent };
}
