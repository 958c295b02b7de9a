import type { NotificationKind } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import type { BatchJob, MailJob } from './mail-jobs.js';
import type { NoticeAnswer, NoticeMailOptions, NotificationsRepository } from './notifications.repository.js';
import { createNotifications } from './notifier.js';

const TX = { name: 'the caller transaction' };
const OWN_TX = { name: 'the notifier own transaction' };

/** Records what the notifier asks to write, and on which transaction; the recipient is mailed when `mailTo` is set. */
function recording(mailTo: string | null, mailEnabled = true) {
  const notices: { kind: NotificationKind; options: NoticeMailOptions; tx: unknown }[] = [];
  const mails: { job: MailJob; tx: unknown }[] = [];
  const batches: { job: BatchJob; tx: unknown }[] = [];
  let wakes = 0;
  const repository = {
    record: async (values: { kind: NotificationKind }, options: NoticeMailOptions, tx: unknown): Promise<NoticeAnswer> => {
      notices.push({ kind: values.kind, options, tx });
      return { noticeId: `n${notices.length}`, mailTo: options.mail ? mailTo : null, mailName: '旅 太郎' };
    },
  } as unknown as NotificationsRepository;
  const db = { transaction: async <T>(work: (tx: unknown) => Promise<T>) => work(OWN_TX) } as unknown as Db;
  const notifier = createNotifications({
    db,
    repository,
    mail: mailEnabled
      ? {
          queueMail: async (job, tx) => void mails.push({ job, tx }),
          queueBatch: async (job, tx) => void batches.push({ job, tx }),
          wake: () => void (wakes += 1),
        }
      : null,
    publicUrl: 'https://kurumatabi.jp',
  });
  return { notifier, notices, mails, batches, wakes: () => wakes };
}

const message = {
  kind: 'Account' as const,
  title: '運転免許証の確認が完了しました',
  body: '車両の予約ができるようになりました。',
  link: '/mypage',
};

describe('notify', () => {
  it("queues the mail on the caller's transaction (greeting, body, link back, settings footer) and wakes nothing: the job is not visible before that commit", async () => {
    const r = recording('a@example.test');
    await r.notifier.notify('u1', message, { tx: TX as never });
    expect(r.notices).toEqual([{ kind: 'Account', options: { mail: true, batchKey: undefined }, tx: TX }]);
    expect(r.mails).toHaveLength(1);
    const { job, tx } = r.mails[0]!;
    expect(tx).toBe(TX);
    expect(job).toMatchObject({ to: 'a@example.test', subject: '【くるま旅】運転免許証の確認が完了しました', noticeIds: ['n1'] });
    expect(job.text).toMatch(/^旅 太郎 様\n/);
    expect(job.text).toContain('車両の予約ができるようになりました。');
    expect(job.text).toContain('https://kurumatabi.jp/mypage\n');
    expect(job.text).toContain('https://kurumatabi.jp/mypage/notification-setting');
    expect(r.wakes()).toBe(0);
  });

  it('queues no mail when mail is not configured or the recipient gets none', async () => {
    const off = recording('a@example.test', false);
    await off.notifier.notify('u1', message, { tx: TX as never });
    expect(off.notices[0]?.options.mail).toBe(false);
    const none = recording(null);
    await none.notifier.notify('u1', message, { tx: TX as never });
    expect([...off.mails, ...none.mails, ...none.batches]).toHaveLength(0);
    expect(none.wakes()).toBe(0);
  });

  it('with a batch key opens the batch window of the user and conversation instead of mailing at once', async () => {
    const r = recording('a@example.test');
    await r.notifier.notify('u1', { ...message, kind: 'Message' as const }, { tx: TX as never, batchKey: 'inquiry:i1' });
    expect(r.notices[0]?.options).toEqual({ mail: true, batchKey: 'inquiry:i1' });
    expect(r.batches).toEqual([{ job: { userId: 'u1', batchKey: 'inquiry:i1' }, tx: TX }]);
    expect(r.mails).toHaveLength(0);
  });

  it('prepareNotice queues the mail on the statement’s transaction and wakes the workers only after the commit', async () => {
    const r = recording(null);
    const notice = r.notifier.prepareNotice('u1', message);
    const none = await notice.queueMail({ noticeId: 'n1', mailTo: null, mailName: null }, TX as never);
    await none();
    expect(r.mails).toHaveLength(0);
    const afterCommit = await notice.queueMail({ noticeId: 'n2', mailTo: 'host@example.test', mailName: '貸主 花子' }, TX as never);
    expect(r.mails[0]).toMatchObject({ job: { to: 'host@example.test', noticeIds: ['n2'] }, tx: TX });
    expect(r.wakes()).toBe(0);
    await afterCommit();
    expect(r.wakes()).toBe(1);
  });

  it('sendMail queues a mail to an address that is not a user’s, telling of no notice', async () => {
    const r = recording(null);
    await r.notifier.sendMail({ to: 'visitor@example.test', subject: '【くるま旅】お問い合わせへの回答', text: '回答です。' });
    expect(r.mails[0]?.job).toEqual({
      to: 'visitor@example.test',
      subject: '【くるま旅】お問い合わせへの回答',
      text: '回答です。',
      noticeIds: [],
    });
    expect(r.wakes()).toBe(1);
  });
});
