import { demoAccounts } from '@kurumatabi/api/seed/demo-accounts';
import path from 'node:path';
import { dataRoot } from './paths.js';
import type { Infra } from './stack.js';

/** A folder as the banner shows it: relative when inside the working directory, else absolute. */
const shown = (folder: string) => (path.relative(process.cwd(), folder).startsWith('..') ? folder : path.relative(process.cwd(), folder));

/** The start banner: the address, where the state lives (the folders actually used), the demo accounts. */
export function printBanner(url: string, infra: Infra, options: { extra?: string[]; apiDocs?: boolean } = {}): void {
  const { extra = [], apiDocs = true } = options;
  const requested = path.join(dataRoot, 'postgres');
  const postgresDir = infra.postgresDir ?? requested;
  // Run as root from a private folder the cluster lives elsewhere, and `.data/postgres` links to it.
  const postgresShown = postgresDir === requested ? shown(requested) : `${postgresDir}、${shown(requested)} はそこへのリンク`;
  const lines = [
    '',
    '  くるま旅 が起動しました  (Kurumatabi is running)',
    '',
    `  ▶ ${url}`,
    ...(apiDocs ? [`    API リファレンス: ${url.replace(/\/$/, '')}/docs`] : []),
    '',
    `  データベース: ${infra.usingEmbeddedPostgres ? `埋め込み PostgreSQL (${postgresShown})` : 'DATABASE_URL'}`,
    `  認証: ${infra.usingEmulator ? `Firebase Auth エミュレーター (${infra.env.FIREBASE_AUTH_EMULATOR_HOST})` : `Firebase プロジェクト ${process.env.FIREBASE_PROJECT_ID}`}`,
    ...extra,
  ];
  if (infra.usingEmulator) {
    lines.push('', '  デモアカウント (demo accounts):');
    for (const account of demoAccounts) {
      lines.push(`    ${account.label.padEnd(10, '　')} ${account.email.padEnd(30)} パスワード: ${account.password}`);
    }
  }
  lines.push('', '  Ctrl-C で停止します (Ctrl-C stops everything).', '');
  console.log(lines.join('\n'));
}
