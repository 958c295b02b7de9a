import type { NotificationKind } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import type { NoticeMail, NotificationsRepository } from './notifications.repository.js';
import { createNotifications } from './notifier.js';

/** Records what the notifier asks the repository to write; the recipient allows mail when `mailTo` is set. */
function recordingRepository(mailTo: string | null) {
  const written: { kind: NotificationKind; mail: NoticeMail | null; inTransaction: boolean }[] = [];
  const repository = {
    record: async (values: { kind: NotificationKind }, mail: NoticeMail | null, tx?: unknown) => {
      written.push({ kind: values.kind, mail, inTransaction: tx !== undefined });
      return { noticeId: `n${written.length}`, mailTo: mail ? mailTo : null };
    },
  } as unknown as NotificationsRepository;
  return { repository, written };
}

const message = { kind: 'Account' as const, title: '確認', body: '本文', link: '/mypage' };

function notifierOf(repository: NotificationsRepository, mailEnabled: boolean) {
  let wakes = 0;
  const notifications = createNotifications({
    repository,
    mailEnabled,
    publicUrl: 'https://kurumatabi.jp',
    onMailQueued: () => {
      wakes += 1;
    },
  });
  return { ...notifications, wakes: () => wakes };
}

describe('notify', () => {
  it('writes the notice with its mail (subject, link, settings footer) and wakes the outbox', async () => {
    const { repository, written } = recordingRepository('a@example.test');
    const notifier = notifierOf(repository, true);
    await notifier.notify('u1', message);
    expect(written).toHaveLength(1);
    expect(written[0]?.mail?.subject).toBe('【くるま旅】確認');
    expect(written[0]?.mail?.text).toContain('https://kurumatabi.jp/mypage');
    expect(written[0]?.mail?.text).toContain('https://kurumatabi.jp/mypage/notification-setting');
    expect(notifier.wakes()).toBe(1);
  });

  it('writes no mail when mail is not configured, and wakes nothing when the recipient gets none', async () => {
    const off = recordingRepository('a@example.test');
    const notifier = notifierOf(off.repository, false);
    await notifier.notify('u1', message);
    expect(off.written[0]?.mail).toBeNull();
    const noAddress = recordingRepository(null);
    const other = notifierOf(noAddress.repository, true);
    await other.notify('u1', message);
    expect(noAddress.written[0]?.mail).not.toBeNull();
    expect(notifier.wakes() + other.wakes()).toBe(0);
  });

  it("inside the caller's transaction leaves the mail to the next poll (it is not visible before the commit)", async () => {
    const { repository, written } = recordingRepository('a@example.test');
    const notifier = notifierOf(repository, true);
    await notifier.notify('u1', message, { tx: {} as never });
    expect(written[0]?.inTransaction).toBe(true);
    expect(notifier.wakes()).toBe(0);
  });

  it('prepareNotice wakes the outbox only after the commit, only when a mail was queued', async () => {
    const { repository } = recordingRepository(null);
    const notifier = notifierOf(repository, true);
    const notice = notifier.prepareNotice('u1', message);
    expect(notifier.wakes()).toBe(0);
    await notice.afterCommit({ noticeId: 'n1', mailTo: null })();
    expect(notifier.wakes()).toBe(0);
    await notice.afterCommit({ noticeId: 'n1', mailTo: 'a@example.test' })();
    expect(notifier.wakes()).toBe(1);
  });
});
