import type { NotificationMessage } from '../notifications/notifier.js';

/**
 * What an owner is told of an operator's decision on their car or spot (ADR 0023, ADR 0026): the
 * first verification, and a change to a verified listing. One wording for both kinds of listing.
 */

type ListingKind = 'car' | 'spot';
type Decision = { status: 'Verified' | 'Rejected'; reason: string | null };

const noun: Record<ListingKind, string> = { car: '車両', spot: 'スポット' };
const editLink = (kind: ListingKind, id: string) => `/mypage/${kind}s/edit/${id}`;

/** The first verification: listed at once when published, else when the owner publishes it. */
export function verificationNotice(
  kind: ListingKind,
  listing: { id: string; title: string; listed: boolean },
  decision: Decision,
): NotificationMessage {
  const link = editLink(kind, listing.id);
  if (decision.status === 'Verified') {
    return {
      kind: 'Account',
      title: `${noun[kind]}の掲載審査が完了しました`,
      body: listing.listed
        ? `「${listing.title}」の審査が完了し、掲載を開始しました。`
        : `「${listing.title}」の審査が完了しました。公開に切り替えると掲載が始まります。`,
      link,
    };
  }
  return {
    kind: 'Account',
    title: `${noun[kind]}の掲載審査で差し戻しがありました`,
    body: `「${listing.title}」を掲載できませんでした。理由: ${decision.reason ?? ''}\n内容を見直して、もう一度審査を申請してください。`,
    link,
  };
}

/** A change to a verified listing: applied, or refused while the approved version stays listed. */
export function changeNotice(kind: ListingKind, listing: { id: string; title: string }, decision: Decision): NotificationMessage {
  const link = editLink(kind, listing.id);
  if (decision.status === 'Verified') {
    return {
      kind: 'Account',
      title: `${noun[kind]}の変更内容を掲載に反映しました`,
      body: `「${listing.title}」の変更内容の審査が完了し、掲載に反映しました。`,
      link,
    };
  }
  return {
    kind: 'Account',
    title: `${noun[kind]}の変更内容の審査で差し戻しがありました`,
    body: `「${listing.title}」の変更内容を掲載に反映できませんでした。理由: ${decision.reason ?? ''}\n承認済みの内容のまま掲載を続けています。内容を見直して、もう一度保存してください。`,
    link,
  };
}
