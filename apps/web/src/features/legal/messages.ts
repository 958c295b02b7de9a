import type { LegalKind } from '@kurumatabi/contract';

export const legalMessages = {
  titles: { Terms: '利用規約', PrivacyPolicy: 'プライバシーポリシー', ShareContract: 'シェア契約書' } satisfies Record<LegalKind, string>,
  eyebrow: '規約・ポリシー',
  effectiveOn: '施行日',
  version: '版',
  loading: '読み込み中',
  contents: '目次',
} as const;
