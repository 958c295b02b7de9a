import type { ContactMessageRow } from '../../db/schema/index.js';

/** The mail of an operator's answer to a contact message, in Japanese, quoting what was asked. */

const TOKYO = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function answerMail(row: ContactMessageRow, answer: string, publicUrl: string): { to: string; subject: string; text: string } {
  const quoted = row.body
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: row.email,
    subject: `【くるま旅】お問い合わせへの回答（${row.reference}）`,
    text: [
      `${row.name} 様`,
      '',
      'くるま旅にお問い合わせいただき、ありがとうございます。',
      `お問い合わせ番号: ${row.reference}`,
      '',
      answer,
      '',
      `---- ${TOKYO.format(row.createdAt)}にいただいたお問い合わせ ----`,
      quoted,
      '',
      '-- ',
      'くるま旅 サポート',
      `このメールへの返信は届きません。続けてのご質問はお問い合わせ番号を添えて ${publicUrl}/contact からお送りください。`,
      '',
    ].join('\n'),
  };
}
