import { describe, expect, it } from 'vitest';
import type { LegalDocumentRow } from '../../db/schema/index.js';
import type { LegalRepository } from './legal.repository.js';
import { createLegalService } from './legal.service.js';

function fakeRepository(rows: Partial<Record<string, LegalDocumentRow>>) {
  const reads: string[] = [];
  const repository: LegalRepository = {
    findCurrent: async (kind) => {
      reads.push(kind);
      return rows[kind] ?? null;
    },
  };
  return { reads, repository };
}

const terms: LegalDocumentRow = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'Terms',
  version: '2026.11.1',
  versionKind: 'Current',
  title: '利用規約',
  effectiveOn: '2026-11-01',
  preamble: '前文',
  sections: [],
  createdAt: new Date('2026-11-01T00:00:00Z'),
};

describe('the legal service cache (ADR 0008)', () => {
  it('reads a text once per TTL, however many requests ask for it at once', async () => {
    const { reads, repository } = fakeRepository({ Terms: terms });
    const legal = createLegalService(repository, { cacheTtlMs: 60_000 });
    const documents = await Promise.all(Array.from({ length: 5 }, () => legal.showCurrent('Terms')));
    await legal.showCurrent('Terms');
    expect(reads).toEqual(['Terms']);
    expect(documents[0]).toEqual({
      kind: 'Terms',
      title: '利用規約',
      version: '2026.11.1',
      effectiveOn: '2026-11-01',
      preamble: '前文',
      sections: [],
    });
  });

  it('reads the database on every request with a TTL of 0', async () => {
    const { reads, repository } = fakeRepository({ Terms: terms });
    const legal = createLegalService(repository, { cacheTtlMs: 0 });
    await legal.showCurrent('Terms');
    await legal.showCurrent('Terms');
    expect(reads).toEqual(['Terms', 'Terms']);
  });

  it('does not remember a missing text: it is found as soon as it is published', async () => {
    const rows: Partial<Record<string, LegalDocumentRow>> = {};
    const { reads, repository } = fakeRepository(rows);
    const legal = createLegalService(repository, { cacheTtlMs: 60_000 });
    await expect(legal.showCurrent('Terms')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    rows.Terms = terms;
    expect((await legal.showCurrent('Terms')).version).toBe('2026.11.1');
    expect(reads).toEqual(['Terms', 'Terms']);
  });
});
