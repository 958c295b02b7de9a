import { legalDocument, showPrivacyPolicy, showShareContract, showTerms, type LegalKind } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocuments } from '../../db/schema/index.js';
import { legalRows } from '../../seed/index.js';
import { legalDocuments as content } from '../../seed/content/legal.js';
import { buildTestApp, injectAs } from '../../../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const cases: [LegalKind, typeof showTerms][] = [
  ['Terms', showTerms],
  ['PrivacyPolicy', showPrivacyPolicy],
  ['ShareContract', showShareContract],
];

describe.each(cases)('the legal text %s', (kind, endpoint) => {
  it('is answered in its current version to a visitor, with an empty body', async () => {
    const response = await injectAs(null, endpoint, {});
    expect(response.statusCode).toBe(200);
    const document = legalDocument.parse(response.json());
    const current = legalRows(content).find((row) => row.kind === kind && row.versionKind === 'Current');
    expect(current).toBeDefined();
    expect(document).toEqual({
      kind,
      title: current!.title,
      version: current!.version,
      effectiveOn: current!.effectiveOn,
      preamble: current!.preamble,
      sections: current!.sections,
    });
    expect(document.sections.length).toBeGreaterThan(0);
  });
});

describe('legal text versions', () => {
  it('allow only one Current version per kind (partial unique index)', async () => {
    const rollback = new Error('rollback');
    const attempt = app.db.transaction(async (tx) => {
      await tx.insert(legalDocuments).values({
        kind: 'Terms',
        version: 'test-duplicate-current',
        versionKind: 'Current',
        title: '重複',
        effectiveOn: '2099-01-01',
        preamble: '',
        sections: [],
      });
      throw rollback;
    });
    await expect(attempt).rejects.toMatchObject({ cause: { code: '23505', constraint: 'legal_documents_one_current_per_kind' } });
  });

  it('mark the latest version of each kind Current when seeding', () => {
    const base = { title: 't', preamble: 'p', sections: [] };
    const rows = legalRows([
      { ...base, kind: 'Terms', version: '1.0', effectiveOn: '2025-04-01' },
      { ...base, kind: 'Terms', version: '2.0', effectiveOn: '2026-04-01' },
      { ...base, kind: 'PrivacyPolicy', version: '1.0', effectiveOn: '2025-04-01' },
    ]);
    expect(rows.map((r) => [r.kind, r.version, r.versionKind])).toEqual([
      ['Terms', '1.0', 'Normal'],
      ['Terms', '2.0', 'Current'],
      ['PrivacyPolicy', '1.0', 'Current'],
    ]);
  });
});
