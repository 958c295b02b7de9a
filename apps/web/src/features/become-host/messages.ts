import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, Banknote, CalendarCheck, ShieldCheck, Wrench, MapPin, Star, Landmark } from 'lucide-react';

export type HostRole = 'carOwner' | 'facilityProvider';

interface Point {
  icon: LucideIcon;
  title: string;
  body: string;
}

interface Step {
  icon: LucideIcon;
  title: string;
  body: string;
  to: string;
  action: string;
}

interface RoleCopy {
  eyebrow: string;
  title: string;
  lead: string;
  pointsTitle: string;
  points: Point[];
  agree: string;
  submit: string;
  done: string;
  alreadyTitle: string;
  alreadyBody: string;
  nextTitle: string;
  steps: Step[];
}

/** Copy of the to-owner and to-provider pages; the facts (fees, payout, insurance) follow the terms 第12条 and the share contract. */
export const becomeHostMessages = {
  roles: {
    carOwner: {
      eyebrow: 'カーオーナー',
      title: 'カーオーナーになる',
      lead: '使っていない時間のクルマを、旅をしたい人に貸し出しましょう。登録は無料、掲載するかどうかはいつでも決められます。',
      pointsTitle: 'カーオーナーになると',
      points: [
        {
          icon: Banknote,
          title: 'シェア料金が収入に',
          body: '料金は自由に設定できます。利用料金から販売手数料20%（税込）を差し引いた額を、月末締め・翌月末にご登録の口座へお振り込みします（振込手数料は当社負担）。',
        },
        {
          icon: ShieldCheck,
          title: '利用中の事故はワンデー保険で',
          body: '借りる方は予約ごとにワンデー保険（対人・対物無制限、車両損害、ロードサービス）に加入します。オーナーの任意保険は原則使いません。',
        },
        {
          icon: BadgeCheck,
          title: '借りる方は審査済み',
          body: '運転できるのは、運転免許証を当社が確認した会員だけ。予約はあなたが承認して確定し、掲載する車も当社の審査を経て公開されます。',
        },
        {
          icon: Wrench,
          title: 'オーナーの責任',
          body: '有効な車検と点検整備、自賠責保険と対人・対物無制限の任意保険が必要です。受け渡しでは免許証の原本と車の状態を一緒に確認します。',
        },
      ],
      agree: 'シェア契約書の内容を確認し、同意します',
      submit: '同意してカーオーナーになる',
      done: 'カーオーナー登録が完了しました',
      alreadyTitle: 'カーオーナーとして登録済みです',
      alreadyBody: '車を掲載する前に、受け渡し場所と売上の振込先口座を登録しておきましょう。',
      nextTitle: '次のステップ',
      steps: [
        {
          icon: MapPin,
          title: '受け渡し場所を登録',
          body: '借りる方と車を受け渡す場所。掲載する車ごとに選びます。',
          to: '/mypage/cars/manage-locations',
          action: '受け渡し場所を登録する',
        },
        {
          icon: Landmark,
          title: '振込先口座を登録',
          body: '売上をお振り込みする、ご本人名義の口座です。',
          to: '/mypage/cars/bank-account',
          action: '振込先口座を登録する',
        },
      ],
    },
    facilityProvider: {
      eyebrow: '施設提供者',
      title: '施設提供者になる',
      lead: 'RVパーク、車中泊できる土地、アウトドア体験などを掲載して、クルマで旅する人を迎えましょう。登録は無料です。',
      pointsTitle: '施設提供者になると',
      points: [
        {
          icon: Banknote,
          title: '予約の売上が収入に',
          body: 'プランごとに料金と定員を設定できます。利用料金から販売手数料20%（税込）を差し引いた額を、月末締め・翌月末にご登録の口座へお振り込みします。',
        },
        {
          icon: CalendarCheck,
          title: '予約と空き状況をまとめて管理',
          body: '予約の承認、問い合わせへの返信、受け付けない日の設定まで、マイページで完結します。',
        },
        {
          icon: Star,
          title: '掲載前に当社が確認',
          body: 'スポットは当社の審査を経て公開されます。写真と説明、ルールを正確に載せることが信頼につながります。',
        },
        {
          icon: ShieldCheck,
          title: '提供者の責任',
          body: '土地や設備を利用できる権限と、営業に必要な許可・届出をお持ちであること、利用者の安全に配慮した運営をお願いします。',
        },
      ],
      agree: 'シェア契約書の内容を確認し、同意します',
      submit: '同意して施設提供者になる',
      done: '施設提供者の登録が完了しました',
      alreadyTitle: '施設提供者として登録済みです',
      alreadyBody: 'スポットの売上をお受け取りいただくために、振込先口座を登録しておきましょう。',
      nextTitle: '次のステップ',
      steps: [
        {
          icon: Landmark,
          title: '振込先口座を登録',
          body: '売上をお振り込みする、ご本人名義の口座です。',
          to: '/mypage/spots/bank-account',
          action: '振込先口座を登録する',
        },
      ],
    },
  } satisfies Record<HostRole, RoleCopy>,
  contractTitle: 'シェア契約書',
  contractIntro: '登録の前に、シェア契約書をお読みください。予約が確定すると、この契約書の内容でオーナーと借りる方の間に契約が結ばれます。',
  contractVersion: (version: string, effectiveOn: string) => `${version}${/^\d/.test(version) ? '版' : ''}（${effectiveOn} 施行）`,
  contractOpen: '新しいタブで全文を開く',
  contractRegion: 'シェア契約書の全文',
  contractLoading: 'シェア契約書を読み込んでいます',
  contractFailed: 'シェア契約書を読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。',
  retry: '再読み込み',
  agreeRequired: 'シェア契約書への同意が必要です。',
  contractChanged: 'シェア契約書が改定されました。最新の内容をご確認のうえ、もう一度同意してください。',
  failed: '登録できませんでした。しばらくしてから、もう一度お試しください。',
  toMypage: 'マイページへ戻る',
} as const;
