/** Copy of the error screen (spec §2). */
export const errorMessages = {
  title: 'エラー',
  heading: 'エラーが発生しました',
  causeLabel: '原因',
  solutionLabel: '解決方法',
  backToTop: 'トップへ戻る',
  notFoundLead: 'お探しのページは移動したか、掲載が終了した可能性があります。こちらから探せます。',
  fallbackHeading: 'Unexpected Application Error',
  kinds: {
    notFound: { cause: 'ページが存在しません', solution: 'URLをご確認ください' },
    duplicate: { cause: '重複しています', solution: '一覧から再度やり直してください' },
    forbidden: {
      cause: '閲覧する権限がありません',
      solutionSignedIn: '正しい権限が付与されているかご確認ください',
      solutionSignedOut: 'ログインしてください',
    },
    invalidUrl: { cause: 'URLが不正です', solution: 'URLをご確認ください' },
    unexpected: { cause: '予期しないエラーが発生しました', solution: 'しばらくしてから再度お試しください' },
  },
} as const;
