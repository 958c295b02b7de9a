import type { NotificationSettings } from '@kurumatabi/contract';
import { defaultNotificationSettings } from '@kurumatabi/contract';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Mail } from './mailer.js';
import type { NotificationsRepository } from './notifications.repository.js';
import { createNotifier } from './notifier.js';

function fakeRepository(recipient: { email: string; settings: NotificationSettings } | null) {
  const rows: { id: string; kind: string }[] = [];
  const emailed: string[] = [];
  const repository = {
    insertForRecipient: async (values: { kind: string }) => {
      const row = { id: `n${rows.length + 1}`, ...values };
      rows.push(row);
      return { id: row.id, recipient };
    },
    markEmailed: async (id: string) => {
      emailed.push(id);
    },
  } as unknown as NotificationsRepository;
  return { repository, rows, emailed };
}

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
const message = { kind: 'Account' as const, title: '確認', body: '本文', link: '/mypage' };

describe('notify', () => {
  it('keeps the in-app row and mails with a link when the setting allows', async () => {
    const { repository, rows, emailed } = fakeRepository({ email: 'a@example.test', settings: defaultNotificationSettings });
    const sent: Mail[] = [];
    const notify = createNotifier({ repository, mailer: async (mail) => (sent.push(mail), true), publicUrl: 'https://kurumatabi.jp', log });
    await notify('u1', message);
    expect(rows).toHaveLength(1);
    expect(emailed).toEqual(['n1']);
    expect(sent[0]).toMatchObject({ to: 'a@example.test', subject: '【くるま旅】確認' });
    expect(sent[0]?.text).toContain('https://kurumatabi.jp/mypage');
  });

  it('does not mail a kind the user turned off, nor a user without an address', async () => {
    const mailer = vi.fn(async () => true);
    const off = { email: { ...defaultNotificationSettings.email, Account: false } };
    for (const recipient of [{ email: 'a@example.test', settings: off }, { email: '', settings: defaultNotificationSettings }, null]) {
      const { repository, rows } = fakeRepository(recipient);
      await createNotifier({ repository, mailer, publicUrl: 'https://kurumatabi.jp', log })('u1', message);
      expect(rows).toHaveLength(1);
    }
    expect(mailer).not.toHaveBeenCalled();
  });

  it('never fails the caller when the mail fails: the notice stays in the inbox', async () => {
    const { repository, rows, emailed } = fakeRepository({ email: 'a@example.test', settings: defaultNotificationSettings });
    const notify = createNotifier({
      repository,
      mailer: async () => {
        throw new Error('SMTP down');
      },
      publicUrl: 'https://kurumatabi.jp',
      log,
    });
    await expect(notify('u1', message)).resolves.toBeUndefined();
    expect(rows).toHaveLength(1);
    expect(emailed).toEqual([]);
    expect(log.error).toHaveBeenCalled();
  });
});
