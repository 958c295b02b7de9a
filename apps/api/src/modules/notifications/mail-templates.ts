/**
 * The Japanese texts of notification mails (ADR 0026). A notice's own title and body already name
 * what it is about (the listing's name in 「」, the dates, the reason); the mail adds the greeting,
 * the link back to the page the notice points to, and the footer with the settings page.
 */

export interface MailText {
  subject: string;
  text: string;
}

/** What a mail tells of: a notice's title, body and the path of the web app it links to. */
export interface NoticeText {
  title: string;
  body: string;
  link: string | null;
}

const SUBJECT_PREFIX = '【くるま旅】';

function greeting(name: string): string {
  return name.trim() === ''
    ? 'くるま旅をご利用いただきありがとうございます。'
    : `${name} 様\n\nくるま旅をご利用いただきありがとうございます。`;
}

function footer(publicUrl: string): string {
  return [
    '──────────────────',
    'くるま旅',
    publicUrl,
    'このメールは送信専用のアドレスから送っています。返信いただいてもお答えできません。',
    `メールで受け取るお知らせの種類は、こちらで変更できます: ${publicUrl}/mypage/notification-setting`,
  ].join('\n');
}

function linkBack(publicUrl: string, link: string | null, label: string): string {
  return link ? `\n\n▼ ${label}\n${publicUrl}${link}` : '';
}

/** The mail of one notice. */
export function noticeMail(recipientName: string, notice: NoticeText, publicUrl: string): MailText {
  return {
    subject: `${SUBJECT_PREFIX}${notice.title}`,
    text: `${greeting(recipientName)}\n\n${notice.body}${linkBack(publicUrl, notice.link, '詳しくはこちら')}\n\n${footer(publicUrl)}\n`,
  };
}

/**
 * One mail for the notices of one conversation gathered over the batch window, oldest first: the
 * subject names the newest and how many more there are, the body lists each, and the link goes to
 * the conversation (the newest notice's link).
 */
export function batchMail(recipientName: string, notices: readonly NoticeText[], publicUrl: string): MailText {
  const newest = notices.at(-1);
  if (!newest) throw new Error('batchMail: no notice to tell of');
  if (notices.length === 1) return noticeMail(recipientName, newest, publicUrl);
  const items = notices.map((notice) => `■ ${notice.title}\n${notice.body}`).join('\n\n');
  return {
    subject: `${SUBJECT_PREFIX}${newest.title}（ほか${notices.length - 1}件）`,
    text:
      `${greeting(recipientName)}\n\n新しいお知らせが${notices.length}件あります。\n\n${items}` +
      `${linkBack(publicUrl, newest.link, 'やり取りを見る')}\n\n${footer(publicUrl)}\n`,
  };
}
