/**
 * Japanese messages for the identity provider's errors (spec §8). Several codes share a message on
 * purpose: a wrong password and an unknown email read the same, so the form does not reveal
 * which addresses are registered.
 */
const wrongCredentials = 'メールアドレスまたはパスワードが正しくありません。';

export const identityErrorMessages: Record<string, string> = {
  'auth/email-already-in-use': 'このメールアドレスは既に登録されています。ログインするか、パスワードをお忘れの場合は再設定してください。',
  'auth/password-does-not-meet-requirements': 'パスワードが条件を満たしていません。表示されている条件をご確認ください。',
  'auth/unauthorized-domain': 'このドメインからのログインは許可されていません。お手数ですが運営までお問い合わせください。',
  'auth/popup-blocked': 'ログイン用のウィンドウがブロックされました。ブラウザでポップアップを許可してから、もう一度お試しください。',
  'auth/popup-closed-by-user': 'ログインが完了する前にウィンドウが閉じられました。もう一度お試しください。',
  'auth/cancelled-popup-request': '別のログイン画面が開かれたため、前のログインを中止しました。',
  'auth/network-request-failed': '通信に失敗しました。ネットワーク接続を確認して、もう一度お試しください。',
  'auth/web-storage-unsupported': 'お使いのブラウザではログイン情報を保存できません。Cookie とサイトデータの保存を有効にしてください。',
  'auth/invalid-api-key': 'ログインの設定に誤りがあります（API キーが無効です）。お手数ですが運営までお問い合わせください。',
  'auth/wrong-password': wrongCredentials,
  'auth/invalid-credential': wrongCredentials,
  'auth/invalid-login-credentials': wrongCredentials,
  'auth/user-not-found': wrongCredentials,
  'auth/too-many-requests': '試行回数が上限に達しました。しばらく時間をおいてから、もう一度お試しください。',
  'auth/weak-password': 'パスワードは6文字以上で入力してください。',
  'auth/invalid-email': 'メールアドレスの形式が正しくありません。',
  'auth/missing-password': 'パスワードを入力してください。',
  'auth/missing-email': 'メールアドレスを入力してください。',
  'auth/user-disabled': 'このアカウントは利用が停止されています。お手数ですが運営までお問い合わせください。',
  'auth/account-exists-with-different-credential':
    'このメールアドレスは別のログイン方法で登録されています。以前お使いの方法でログインしてください。',
  'auth/operation-not-allowed': 'このログイン方法は現在ご利用いただけません。',
  'auth/invalid-action-code': '確認コードが正しくないか、既に使用されています。もう一度コードを送信してください。',
  'auth/expired-action-code': '確認コードの有効期限が切れています。もう一度コードを送信してください。',
  // e.g. the SDK could not load the script its popup needs (apis.google.com unreachable).
  'auth/internal-error': 'ログイン処理を完了できませんでした。ネットワーク接続を確認して、もう一度お試しください。',
  'auth/requires-recent-login': '安全のため、もう一度ログインしてからお試しください。',
};

export const fallbackIdentityMessage = 'ログインに失敗しました。しばらくしてから、もう一度お試しください。';

/** The `auth/…` code of an identity SDK error, or null for anything else. */
export function identityErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

export function identityErrorMessage(error: unknown): string {
  const code = identityErrorCode(error);
  return (code && identityErrorMessages[code]) || fallbackIdentityMessage;
}

/** The user closed or replaced the popup themselves: worth a quiet note, not an alarm. */
export function isPopupDismissal(error: unknown): boolean {
  const code = identityErrorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
