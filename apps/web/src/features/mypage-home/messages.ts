/** Copy of the マイページ top page. */
export const mypageHomeMessages = {
  title: 'マイページ',
  eyebrow: 'アカウント',
  greeting: (name: string) => `${name} さん、こんにちは`,
  memberSince: (date: string) => `${date} から利用中`,
  roles: { member: '一般会員', carOwner: 'カーオーナー', facilityProvider: '施設提供者', operator: '運営' },
  profileLink: 'プロフィールを編集',
  attentionTitle: 'お知らせ・やること',
  attentionLoading: '確認しています',
  allClear: '確認が必要なことはありません。',
  attentionFailed: '一部の情報を読み込めませんでした。時間をおいて再読み込みしてください。',
  shortcutsTitle: 'メニュー',
  attention: {
    licenseMissing: {
      title: '運転免許証を登録しましょう',
      body: '車を予約するには、運転免許証の登録と確認が必要です。',
      action: '登録する',
    },
    licenseNotSent: {
      title: '運転免許証の審査を申請してください',
      body: '登録した運転免許証はまだ審査に出されていません。',
      action: '申請する',
    },
    licensePending: {
      title: '運転免許証を審査しています',
      body: '通常1〜2営業日で確認します。完了するとお知らせでお伝えします。',
      action: '内容を見る',
    },
    licenseRejected: {
      title: '運転免許証が差し戻されました',
      body: (reason: string | null) => (reason ? `理由：${reason}` : '内容を確認して、もう一度申請してください。'),
      action: '修正する',
    },
    unread: {
      title: (count: number) => `未読のお知らせが ${count} 件あります`,
      body: '予約や審査の結果などをお知らせしています。',
      action: 'お知らせを見る',
    },
    noLocation: {
      title: '車の受け渡し場所を登録しましょう',
      body: '車を掲載するには、受け渡し場所が1つ以上必要です。',
      action: '登録する',
    },
    noBankAccount: {
      title: '売上の振込先口座を登録しましょう',
      body: '口座が登録されるまで、売上をお振り込みできません。',
      action: '登録する',
    },
  },
  shortcuts: {
    profile: { title: 'プロフィール・ログイン設定', body: 'お名前、メールアドレス、パスワード、SNS連携' },
    drivingLicense: { title: '運転免許証', body: '登録と審査の状況' },
    notifications: { title: 'お知らせ', body: '予約・審査・メッセージのお知らせ' },
    notificationSetting: { title: '通知設定', body: 'メールで受け取るお知らせの種類' },
    toOwner: { title: 'カーオーナーになる', body: 'あなたの車を貸し出して収入に' },
    manageLocations: { title: '受け渡し場所', body: '車の受け渡し場所の登録・編集' },
    carBankAccount: { title: '振込先口座（カーオーナー）', body: '売上の振込先' },
    toProvider: { title: '施設提供者になる', body: 'RVパークや体験を掲載する' },
    spotBankAccount: { title: '振込先口座（施設提供者）', body: '売上の振込先' },
    operator: { title: '運営管理', body: '運転免許証の審査' },
  },
} as const;
