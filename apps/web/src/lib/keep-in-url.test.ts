import { describe, expect, it } from 'vitest';
import { applyToSearch } from './keep-in-url';

describe('applyToSearch', () => {
  it('writes and removes what is given, keeps the other parameters', () => {
    expect(applyToSearch('?ask=1&from=2026-12-01&to=2026-12-02', { from: '2026-12-10', to: '2026-12-12' })).toBe(
      '?ask=1&from=2026-12-10&to=2026-12-12',
    );
    expect(applyToSearch('?from=2026-12-01&to=2026-12-02&people=2', { from: null, to: null })).toBe('?people=2');
    expect(applyToSearch('?from=2026-12-01&to=2026-12-02', { from: null, to: null })).toBe('');
  });
  it('answers null when nothing changes (no navigation)', () => {
    expect(applyToSearch('?from=2026-12-01&to=2026-12-02', { from: '2026-12-01', to: '2026-12-02', people: undefined })).toBeNull();
    expect(applyToSearch('', { from: null })).toBeNull();
  });
});
