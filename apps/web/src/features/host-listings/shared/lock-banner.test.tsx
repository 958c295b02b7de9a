import { cleanup, render, screen } from '@testing-library/react';
import type { OwnedRevision } from '@kurumatabi/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { LockBanner } from './lock-banner';

afterEach(cleanup);

const revision = (overrides: Partial<OwnedRevision>): OwnedRevision => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'Pending',
  fields: ['title', 'photoIds'],
  submittedAt: '2026-11-25T07:00:00.000Z',
  decidedAt: null,
  rejectionReason: null,
  ...overrides,
});

describe('LockBanner of a verified listing (ADR 0023)', () => {
  it('names the fields of a pending change', () => {
    render(<LockBanner status="Verified" rejectionReason={null} revision={revision({})} />);
    const banner = screen.getByTestId('revision-pending');
    expect(banner.textContent).toContain('審査中の変更があります');
    expect(banner.textContent).toContain('タイトル、写真');
  });

  it('gives the reason of a rejected change and says the approved version stays', () => {
    render(
      <LockBanner
        status="Verified"
        rejectionReason={null}
        revision={revision({
          status: 'Rejected',
          rejectionReason: '外部への振込の誘導は掲載できません。',
          decidedAt: '2026-11-25T08:00:00.000Z',
        })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('承認済みの内容のまま');
    expect(screen.getByTestId('rejection-reason').textContent).toBe('外部への振込の誘導は掲載できません。');
    expect(screen.queryByTestId('revision-pending')).toBeNull();
  });

  it('shows no change banner without a revision', () => {
    render(<LockBanner status="Verified" rejectionReason={null} revision={null} />);
    expect(screen.queryByTestId('revision-pending')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
