import { z } from 'zod';

export const FaqCategory = {
  values: ['General', 'Account', 'Reservation', 'Payment', 'CarOwner', 'SpotProvider', 'Trouble'] as const,
  labels: {
    General: 'くるま旅について',
    Account: 'アカウント・ログイン',
    Reservation: '予約・キャンセル',
    Payment: '料金・お支払い',
    CarOwner: 'オーナーの方へ',
    SpotProvider: 'スポット掲載者の方へ',
    Trouble: '事故・トラブル',
  },
};
export type FaqCategory = (typeof FaqCategory.values)[number];

export const faq = z.object({
  id: z.uuid(),
  category: z.enum(FaqCategory.values),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faq>;
