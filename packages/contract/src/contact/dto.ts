import { z } from 'zod';
import { multiLineText, singleLineText } from '../common.js';

/**
 * The contact form (spec §2 `contact`) and the operators' inbox of it (ADR 0025). A visitor or a
 * signed-in user writes to the marketplace's staff; an operator answers by mail and marks it done.
 */

const instant = z.iso.datetime({ offset: true });

export const MAX_CONTACT_BODY_LENGTH = 4000;
export const MAX_CONTACT_ANSWER_LENGTH = 4000;

export const ContactCategory = {
  values: ['Reservation', 'Listing', 'Account', 'Payment', 'Trouble', 'Partnership', 'Other'] as const,
  labels: {
    Reservation: '予約・キャンセルについて',
    Listing: '車両・スポットの掲載について',
    Account: 'アカウント・ログインについて',
    Payment: '料金・お支払いについて',
    Trouble: '事故・トラブルについて',
    Partnership: '取材・提携のご相談',
    Other: 'その他',
  },
};
export type ContactCategory = (typeof ContactCategory.values)[number];

/** New: nobody has answered; Answered: an operator's answer was mailed; Done: nothing more to do (answered or not). */
export const ContactState = {
  values: ['New', 'Answered', 'Done'] as const,
  labels: { New: '未対応', Answered: '回答済み', Done: '対応完了' },
};
export type ContactState = (typeof ContactState.values)[number];

export const contactMessageIdInput = z.uuid({ error: 'お問い合わせの ID が正しくありません。' });

/**
 * The form. `website` is a honeypot: a field the web keeps out of sight and out of the tab order,
 * which people leave empty and form-filling robots fill. A filled one is answered exactly like a
 * real message (so the robot learns nothing) and dropped: nothing is stored, nobody is told.
 */
export const contactFormInput = z.strictObject({
  name: singleLineText('お名前', { typeError: 'お名前を入力してください。' })
    .min(1, 'お名前を入力してください。')
    .max(50, 'お名前は50文字以内で入力してください。'),
  email: z
    .email({
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? 'メールアドレスを入力してください。' : 'メールアドレスの形式が正しくありません。',
    })
    .max(254, 'メールアドレスが長すぎます。'),
  category: z.enum(ContactCategory.values, { error: 'お問い合わせの種類を選んでください。' }),
  body: multiLineText('お問い合わせ内容', { typeError: 'お問い合わせ内容を入力してください。' })
    .min(1, 'お問い合わせ内容を入力してください。')
    .max(MAX_CONTACT_BODY_LENGTH, `お問い合わせ内容は${MAX_CONTACT_BODY_LENGTH.toLocaleString('en-US')}文字以内で入力してください。`),
  website: singleLineText('ウェブサイト').max(200).default(''),
});
export type ContactFormInput = z.input<typeof contactFormInput>;

/** What the thank-you screen shows. */
export const contactReceipt = z.object({
  /** A number to quote in a later message (お問い合わせ番号), e.g. `C-7K4Q2M9X`. */
  reference: z.string(),
  receivedAt: instant,
});
export type ContactReceipt = z.infer<typeof contactReceipt>;

export const contactStaff = z.object({ id: z.uuid(), name: z.string() });

/** A row of the operators' inbox. */
export const contactMessageSummary = z.object({
  id: z.uuid(),
  reference: z.string(),
  state: z.enum(ContactState.values),
  category: z.enum(ContactCategory.values),
  name: z.string(),
  email: z.string(),
  /** The account of a signed-in sender (its current name), null for a visitor. */
  user: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The first characters of the message (one line). */
  excerpt: z.string(),
  createdAt: instant,
  answeredAt: instant.nullable(),
});
export type ContactMessageSummary = z.infer<typeof contactMessageSummary>;

export const contactMessageDetail = contactMessageSummary.extend({
  body: z.string(),
  answer: z.string().nullable(),
  answeredBy: contactStaff.nullable(),
  doneAt: instant.nullable(),
  doneBy: contactStaff.nullable(),
});
export type ContactMessageDetail = z.infer<typeof contactMessageDetail>;
