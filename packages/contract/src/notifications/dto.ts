import { z } from 'zod';

/** What a notification is about; the user chooses per kind whether it also comes by email. */
export const NotificationKind = {
  values: ['Account', 'Reservation', 'Message', 'Review', 'News'] as const,
  labels: {
    Account: 'アカウント・審査',
    Reservation: '予約',
    Message: 'メッセージ・お問い合わせ',
    Review: 'レビュー',
    News: 'お知らせ・キャンペーン',
  },
};
export type NotificationKind = (typeof NotificationKind.values)[number];

export const notification = z.object({
  id: z.uuid(),
  kind: z.enum(NotificationKind.values),
  title: z.string(),
  body: z.string(),
  /** A path of the web app to open (e.g. `/mypage/driving-license`), or null. */
  link: z.string().nullable(),
  readAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notification>;

/** Email on or off, per kind. In-app notifications are always kept. */
export const notificationSettings = z.strictObject({
  email: z.strictObject({
    Account: z.boolean(),
    Reservation: z.boolean(),
    Message: z.boolean(),
    Review: z.boolean(),
    News: z.boolean(),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** A new user's settings: every kind by email except news and campaigns (opt-in). */
export const defaultNotificationSettings: NotificationSettings = {
  email: { Account: true, Reservation: true, Message: true, Review: true, News: false },
};
