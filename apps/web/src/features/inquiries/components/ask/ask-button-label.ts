/** The button that asks a host, on a listing's page: in its first load, apart from the dialog's words (ADR 0056). */
export const askButtonLabel = {
  car: 'オーナーに質問する',
  spot: '掲載者に質問する',
} as const;
