import { demoAccounts } from '@kurumatabi/api/seed/demo-accounts';
import type { Infra } from './stack.js';

export function printBanner(url: string, infra: Infra, extra: string[] = []): void {
  const lines = [
    '',
    '  くるま旅 が起動しました  (Kurumatabi is running)',
    '',
    `  ▶ ${url}`,
    `    API リファレンス: ${url.replace(/\/$/, '')}/docs`,
    '',
    `  データベース: ${infra.usingEmbeddedPostgres ? '埋め込み PostgreSQL (.data/postgres)' : 'DATABASE_URL'}`,
    `  認証: ${infra.usingEmulator ? `Firebase Auth エミュレーター (${infra.env.FIREBASE_AUTH_EMULATOR_HOST})` : `Firebase プロジェクト ${process.env.FIREBASE_PROJECT_ID}`}`,
    ...extra,
  ];
  if (infra.usingEmulator) {
    lines.push('', '  デモアカウント (demo accounts):');
    for (const account of demoAccounts) {
      lines.push(`    ${account.label.padEnd(8, '　')} ${account.email.padEnd(30)} パスワード: ${account.password}`);
    }
  }
  lines.push('', '  Ctrl-C で停止します (Ctrl-C stops everything).', '');
  console.log(lines.join('\n'));
}
