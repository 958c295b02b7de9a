/** Copy of the share page (`/share`): the invitation to car owners and RV parks (ADR 0032). */
export const shareMessages = {
  title: 'クルマと場所をシェアする',
  eyebrow: 'オーナー・施設提供者募集',
  headline: 'あなたのクルマと土地で、旅する人を迎えよう',
  lead: '使っていない日のキャンピングカー、空いている駐車スペースや土地。くるま旅に掲載すれば、旅する人に貸し出して収入にできます。登録・掲載は無料、手数料は予約が成立したときだけです。',
  breadcrumb: 'シェアする',
  becomeOwner: 'カーオーナーになる',
  becomeProvider: '施設提供者になる',
  facts: [
    { value: '0円', label: '登録・掲載料' },
    { value: '20%', label: '販売手数料（税込・保険料を除く）' },
    { value: '翌月末', label: '売上のお振り込み' },
  ],
  earnings: {
    title: '収入の目安',
    lead: '料金はオーナー・施設提供者が自由に決められます。予約画面と同じ計算で、手元に残る金額を試算しました。',
    car: {
      title: 'キャンピングカーを2泊3日で貸し出す',
      subtitle: 'バンコン・就寝4人／1日16,000円',
      perMonth: (times: number) => `月${times}回貸し出すと`,
    },
    spot: {
      title: 'RVパークの1区画を1泊貸し出す',
      subtitle: 'オートサイト（電源付き）／1泊3,000円',
      perMonth: (times: number) => `月${times}泊の予約で`,
    },
    guestPays: 'お客さまのお支払い',
    feeBase: '手数料の対象（保険料を除く）',
    fee: '販売手数料（20%）',
    payout: 'お振り込み額（1回あたり）',
    insuranceNote: '補償料（保険）はお客さまの保険に充てられ、売上には含まれません。',
    caption: '試算は一例です。実際の金額は料金設定と予約状況によって変わります。端数は1円未満切り捨て。',
    unit: (days: number, priceUnit: string) => (priceUnit === 'PerDay' ? `× ${days}日` : '1回'),
  },
} as const;
