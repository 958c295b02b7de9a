import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LicenceRequirement } from '../requirement';
import { LicenceRequirementNotice } from './licence-requirement-notice';

afterEach(cleanup);

const href = '/mypage/driving-license?returnTo=%2Fcar%2Fabc%2Freserve';

function show(requirement: LicenceRequirement | 'visitor') {
  return render(
    <MemoryRouter>
      <LicenceRequirementNotice requirement={requirement} licenceHref={href} />
    </MemoryRouter>,
  );
}

const notice = () => screen.getByRole('region', { name: '運転免許証について' });

describe('LicenceRequirementNotice', () => {
  it.each([
    [{ kind: 'none' }, '車を予約するには運転免許証の登録と確認が必要です', '免許証を登録する'],
    [{ kind: 'notRequested' }, '運転免許証は保存されていますが、まだ審査を申請していません', '審査を申請する'],
    [{ kind: 'underVerification' }, '運転免許証は審査中です', '免許証の状況を見る'],
    [{ kind: 'rejected', reason: null }, '運転免許証が差し戻されました', '免許証を直す'],
    [{ kind: 'expiresBeforeReturn', expiresOn: '2027-03-09' }, '免許証の有効期限（2027年3月9日）が返却日より前です', '免許証を更新する'],
    [{ kind: 'expired', expiresOn: '2026-11-30' }, '免許証の有効期限（2026年11月30日）が切れています', '免許証を更新する'],
  ] as const)('says what %o still needs, with the link to the licence page and back', (requirement, title, action) => {
    show(requirement);
    expect(within(notice()).getByText(title)).toBeTruthy();
    expect(within(notice()).getByRole('link', { name: action }).getAttribute('href')).toBe(href);
  });

  it('tells that the request can be sent once verified while under verification', () => {
    show({ kind: 'underVerification' });
    expect(notice().textContent).toContain('運営スタッフの確認が終わると、予約をリクエストできます。');
  });

  it('shows the operator’s reason of a licence sent back', () => {
    show({ kind: 'rejected', reason: '裏面の写真の文字が読めません' });
    expect(within(notice()).getByText('差し戻しの理由')).toBeTruthy();
    expect(within(notice()).getByText('裏面の写真の文字が読めません')).toBeTruthy();
  });

  it('says nothing once the licence is verified and valid on the return day', () => {
    const { container } = show({ kind: 'met' });
    expect(container.textContent).toBe('');
  });

  it('gives a visitor one short line, with no link and no account data', () => {
    const { container } = show('visitor');
    expect(container.textContent).toBe('車の予約には、運転免許証の登録と運営による確認が必要です。');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
