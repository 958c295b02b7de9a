import type { NotificationKind, NotificationSettings } from '@kurumatabi/contract';
import { defaultNotificationSettings } from '@kurumatabi/contract';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Mail, Mailer } from './mailer.js';
import type { NotificationsRepository } from './notifications.repository.js';
import { createNotifications } from './notifier.js';

/** The repository's decision as the SQL makes it: mail when enabled and the recipient allows the kind. */
function fakeRepository(recipient: { email: string; settings: NotificationSettings } | null) {
  const rows: { id: string; kind: NotificationKind }[] = [];
  const emailed = new Set<string>();
  const repository = {
    record: async (values: { kind: NotificationKind }, mailEnabled: boolean) => {
      const row = { id: `n${rows.length + 1}`, ...values };
      rows.push(row);
      const mailTo = mailEnabled && recipient?.email && recipient.settings.email[values.kind] ? recipient.email : null;
      if (mailTo) emailed.add(row.id);
      return { noticeId: row.id, mailTo };
    },
    unmarkEmailed: async (id: string) => {
      emailed.delete(id);
    },
  } as unknown as NotificationsRepository;
  return { repository, rows, emailed };
}

const notifierOf = (repository: NotificationsRepository, mailer: Mailer) =>
  createNotifications({ repository, mailer, publicUrl: 'https://kurumatabi.jp', log }).notify;

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
const message = { kind: 'Account' as const, title: '確認', body: '本文', link: '/mypage' };

describe('notify', () => {
  it('keeps the in-app row and mails with a link when the setting allows', async () => {
    const { repository, rows, emailed } = fakeRepository({ email: 'a@example.test', settings: defaultNotificationSettings });
    const sent: Mail[] = [];
    const notify = notifierOf(repository, async (mail) => {
      sent.push(mail);
    });
    await notify('u1', message);
    expect(rows).toHaveLength(1);
    expect([...emailed]).toEqual(['n1']);
    expect(sent[0]).toMatchObject({ to: 'a@example.test', subject: '【くるま旅】確認' });
    expect(sent[0]?.text).toContain('https://kurumatabi.jp/mypage');
  });

  it('does not mail a kind the user turned off, nor a user without an address', async () => {
    const mailer = vi.fn(async () => {});
    const off = { email: { ...defaultNotificationSettings.email, Account: false } };
    for (const recipient of [{ email: 'a@example.test', settings: off }, { email: '', settings: defaultNotificationSettings }, null]) {
      const { repository, rows } = fakeRepository(recipient);
      await notifierOf(repository, mailer)('u1', message);
      expect(rows).toHaveLength(1);
    }
    expect(mailer).not.toHaveBeenCalled();
  });

  it('never fails the caller when the mail fails: the notice stays in the inbox', async () => {
    const { repository, rows, emailed } = fakeRepository({ email: 'a@example.test', settings: defaultNotificationSettings });
    const notify = notifierOf(repository, async () => {
      throw new Error('SMTP down');
    });
    await expect(notify('u1', message)).resolves.toBeUndefined();
    expect(rows).toHaveLength(1);
    expect([...emailed]).toEqual([]);
    expect(log.error).toHaveBeenCalled();
  });
});
