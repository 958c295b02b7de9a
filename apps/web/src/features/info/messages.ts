export const infoMessages = {
  eyebrow: 'ご案内',
  contents: '目次',
} as const;
