/** Copy of the site's frame: header, menu and footer. */
export const layoutMessages = {
  home: 'くるま旅 トップ',
  skipToContent: '本文へスキップ',
  mainNav: 'メインメニュー',
  menu: 'メニュー',
  closeMenu: 'メニューを閉じる',
  searchRv: 'カーシェアを探す',
  searchRental: 'レンタカーを探す',
  searchSpot: 'スポットを探す',
  footerNav: 'サイト情報',
  tagline: 'クルマで出かける旅の、マーケットプレイス。',
  description:
    'キャンピングカーのカーシェア、レンタカー、RVパークや車中泊スポット、アクティビティまで。借りる・泊まる・遊ぶを、ひとつの場所で。',
  columns: {
    services: 'さがす',
    guide: 'ご利用にあたって',
    about: 'くるま旅について',
    legal: '規約・ポリシー',
  },
  company: '運営会社',
  terms: '利用規約',
  privacy: 'プライバシーポリシー',
  shareContract: 'シェア契約書',
  faq: 'よくある質問',
  contact: 'お問い合わせ',
  guide: 'ご利用ガイド',
  forBeginner: 'はじめての方へ',
  carInsurance: '自動車保険について',
  copyright: 'くるま旅',
  loading: '読み込み中',
} as const;

/** Copy of the account area's navigation (マイページ). */
export const mypageNavMessages = {
  nav: 'マイページメニュー',
  account: 'アカウント',
  top: 'マイページトップ',
  profile: 'プロフィール・ログイン設定',
  drivingLicense: '運転免許証',
  notifications: 'お知らせ',
  notificationSetting: '通知設定',
  owner: 'カーオーナー',
  toOwner: 'カーオーナーになる',
  manageLocations: '受け渡し場所',
  bankAccount: '振込先口座',
  provider: '施設提供者',
  toProvider: '施設提供者になる',
} as const;
