import { errorsWithoutEnvelope, hasErrorEnvelopeShape, type ErrorDetail } from './error-envelope.js';

/**
 * Every error the API can answer with, in one table: the code is for programs, the status for HTTP
 * and the message for people (Japanese). Only the API's error handler turns these into responses;
 * the web maps codes to screens and toasts. Add a code here before throwing it anywhere.
 */
export const errorTable = {
  VALIDATION_FAILED: errorsWithoutEnvelope.VALIDATION_FAILED,
  BODY_REQUIRED: { status: 400, message: 'リクエスト本文が必要です。' },
  MALFORMED_JSON: { status: 400, message: 'リクエスト本文の JSON を読み取れません。' },
  NO_TOKEN: { status: 401, message: 'No token provided' },
  INVALID_TOKEN: { status: 401, message: 'ログインの有効期限が切れたか、無効な認証情報です。もう一度ログインしてください。' },
  FORBIDDEN: { status: 403, message: 'この操作を行う権限がありません。' },
  NOT_FOUND: errorsWithoutEnvelope.NOT_FOUND,
  USER_NOT_REGISTERED: { status: 404, message: 'ユーザー登録が完了していません。' },
  // ADR 0024: the refusal of a display name that folds to an operator's (the words and characters are the contract's own rules).
  USER_NAME_RESERVED: {
    status: 422,
    message: '運営スタッフと紛らわしいため、このお名前は使えません。別のお名前を入力してください。',
  },
  METHOD_NOT_ALLOWED: { status: 405, message: 'このメソッドには対応していません。' },
  CONFLICT: { status: 409, message: '他の操作と競合しました。もう一度お試しください。' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'リクエストが大きすぎます。' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Content-Type は application/json を指定してください。' },
  FILE_TOO_LARGE: { status: 413, message: 'ファイルが大きすぎます。10MB 以下のファイルを選んでください。' },
  FILE_REQUIRED: { status: 400, message: 'アップロードするファイルを選んでください。' },
  IMAGE_TOO_LARGE_PIXELS: { status: 422, message: '画像の画素数が大きすぎます。4,000万画素以下の画像を選んでください。' },
  IMAGE_UNREADABLE: { status: 422, message: '画像を読み取れませんでした。壊れていない画像を選んでください。' },
  IMAGE_NOT_FOUND: { status: 404, message: '画像が見つかりません。もう一度アップロードしてください。' },
  // The image store refused the bytes (full, read-only, unreachable): nothing of the upload is kept.
  IMAGE_STORAGE_FAILED: { status: 503, message: '画像を保存できませんでした。時間をおいてもう一度アップロードしてください。' },
  SHARE_CONTRACT_NOT_AGREED: { status: 422, message: '最新のシェア契約書に同意してください。' },
  ROLE_REQUIRED: { status: 403, message: '車両オーナーまたはスポット掲載者として登録すると利用できます。' },
  DRIVER_LICENSE_NOT_FOUND: { status: 404, message: '運転免許証が登録されていません。' },
  DRIVER_LICENSE_UNDER_VERIFICATION: { status: 409, message: '運転免許証は審査中のため変更できません。審査の完了をお待ちください。' },
  DRIVER_LICENSE_NOT_PENDING: { status: 409, message: 'この運転免許証は審査待ちではありません。一覧を更新してください。' },
  DRIVER_LICENSE_EXPIRED: { status: 422, message: '有効期限が切れた運転免許証は登録できません。' },
  DRIVER_LICENSE_PHOTOS_REQUIRED: { status: 422, message: '審査を申請するには、運転免許証の表面と裏面の写真が必要です。' },
  LOCATION_NOT_FOUND: { status: 404, message: '受け渡し場所が見つかりません。' },
  BANK_NOT_FOUND: { status: 422, message: '金融機関コードが全銀コード一覧に見つかりません。一覧から金融機関を選び直してください。' },
  BANK_BRANCH_NOT_FOUND: { status: 422, message: '支店コードがこの金融機関の支店一覧に見つかりません。一覧から支店を選び直してください。' },
  LOCATION_LIMIT_REACHED: { status: 422, message: '登録できる受け渡し場所は20件までです。' },
  CAR_MANUFACTURER_NOT_FOUND: { status: 404, message: 'メーカーが見つかりません。一覧を読み込み直して、もう一度選んでください。' },
  CAR_MODEL_NOT_FOUND: { status: 404, message: '車種が見つかりません。一覧を読み込み直して、もう一度選んでください。' },
  CAR_NOT_FOUND: { status: 404, message: '車両が見つかりません。掲載が終了したか、URL が間違っている可能性があります。' },
  SPOT_NOT_FOUND: { status: 404, message: 'スポットが見つかりません。掲載が終了したか、URL が間違っている可能性があります。' },
  SPOT_PLAN_NOT_FOUND: { status: 404, message: 'プランが見つかりません。プラン一覧を読み込み直してください。' },
  CAR_VARIANT_NOT_FOUND: { status: 404, message: '車種・グレードが見つかりません。一覧を読み込み直して、もう一度選んでください。' },
  MASTER_REFERENCE_INVALID: { status: 422, message: '選べない項目が含まれています。一覧を読み込み直して、もう一度選んでください。' },
  LISTING_UNDER_VERIFICATION: {
    status: 409,
    message: '審査中の掲載は編集できません（公開・非公開の切り替えのみできます）。審査の完了をお待ちください。',
  },
  LISTING_INCOMPLETE: { status: 422, message: '審査を申請するには、必須の項目をすべて入力してください。' },
  LISTING_LIMIT_REACHED: { status: 422, message: '登録できる掲載数の上限に達しました。' },
  LISTING_NOT_PENDING: { status: 409, message: 'この掲載は審査待ちではありません。一覧を更新してください。' },
  // The four-eyes rule (ADR 0023): staff who also rent or list never decide on their own records.
  OPERATOR_OWN_RECORD: { status: 403, message: 'ご自身の申請は審査できません。別の運営スタッフが審査します。' },
  // The operator console (ADR 0033): staff never act on a record of their own, nor on their own account.
  OPERATOR_OWN_ACCOUNT: {
    status: 403,
    message: 'ご自身のアカウントや、ご自身が当事者の予約は操作できません。別の運営スタッフが対応します。',
  },
  USER_NOT_FOUND: { status: 404, message: 'ユーザーが見つかりません。' },
  // Payouts (ADR 0039).
  PAYOUT_NOT_FOUND: { status: 404, message: '支払が見つかりません。' },
  PAYOUT_PERIOD_OPEN: { status: 422, message: 'この月はまだ終わっていないため締められません。月が終わってから締めてください。' },
  PAYOUT_PERIOD_CLOSED: { status: 409, message: 'この月はすでに締められています。同じ月を二度締めることはできません。' },
  PAYOUT_PERIOD_NOT_CLOSED: { status: 422, message: 'この月はまだ締められていません。先に月次の締めを行ってください。' },
  PAYOUT_STATUS_CONFLICT: {
    status: 409,
    message: '選んだ支払の中に、支払予定（銀行振込）でないものがあります。画面を更新してからやり直してください。',
  },
  PAYOUT_NOTHING_TO_TRANSFER: { status: 422, message: '振込の対象になる支払予定の支払がありません。' },
  PAYOUT_FILE_INVALID: { status: 422, message: '総合振込ファイルを作成できませんでした。振込先口座の内容を確認してください。' },
  USER_ALREADY_SUSPENDED: { status: 409, message: 'このユーザーはすでに利用停止中です。画面を更新してください。' },
  USER_NOT_SUSPENDED: { status: 409, message: 'このユーザーは利用停止されていません。画面を更新してください。' },
  USER_DEACTIVATED: { status: 409, message: '退会済みのユーザーは利用停止・再開できません。' },
  ACCOUNT_SUSPENDED: {
    status: 403,
    message: 'このアカウントは運営により利用停止中のため、この操作はできません。お問い合わせフォームから運営にご連絡ください。',
  },
  REVISION_NOT_FOUND: { status: 404, message: '審査する変更が見つかりません。一覧を更新してください。' },
  REVISION_NOT_PENDING: {
    status: 409,
    message: 'この変更は審査待ちではありません。掲載者が内容を更新した可能性があります。一覧を更新してください。',
  },
  // ADR 0057: an import feed that could not be read as an iCal calendar; the details name the feed and why.
  CALENDAR_FEED_UNREADABLE: {
    status: 422,
    message: 'カレンダーを読み込めませんでした。URL が正しいか、iCal 形式のカレンダーか確認してください。',
  },
  // Issue 36: the coupons of hosts and of the marketplace.
  COUPON_NOT_FOUND: { status: 404, message: 'クーポンが見つかりません。一覧を読み込み直してください。' },
  COUPON_CODE_TAKEN: { status: 409, message: 'このクーポンコードはすでに使われています。別のコードを入力してください。' },
  COUPON_STOPPED: { status: 409, message: 'このクーポンは停止済みのため変更できません。' },
  // The details say why on `couponCode` (expired, used up, not for this listing or these dates).
  COUPON_UNAVAILABLE: { status: 422, message: 'このクーポンはご利用いただけません。' },
  COUPONS_TOO_MANY: { status: 409, message: 'クーポンは100件まで作成できます。' },
  CALENDAR_SYNC_TOO_SOON: { status: 429, message: 'カレンダーの同期は1分に1回までです。しばらく待ってからお試しください。' },
  UNAVAILABLE_DATES_CONFLICT: {
    status: 409,
    message: '予約が入っている日は予約不可日にできません。該当する日を外して、もう一度保存してください。',
  },
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'お知らせが見つかりません。' },
  EMAIL_CHANGE_NOT_CONFIRMED: {
    status: 409,
    message:
      'メールアドレスの変更がまだ確定していません。新しいメールアドレスに届いた確認メールのリンクを開いてから、もう一度お試しください。',
  },
  // Reservations (ADR 0016).
  RESERVE_NOT_FOUND: { status: 404, message: '予約が見つかりません。' },
  RESERVE_PERIOD_UNAVAILABLE: { status: 409, message: '選んだ日程は予約できません。別の日程を選んでください。' },
  RESERVE_STATUS_CONFLICT: { status: 409, message: '予約の状態が変わったため、この操作はできません。画面を更新してください。' },
  RESERVE_PRICE_CHANGED: { status: 409, message: '料金が変更されました。新しい料金を確認してから、もう一度予約してください。' },
  RESERVE_ACTION_FORBIDDEN: { status: 403, message: 'この予約に対してこの操作はできません。' },
  RESERVE_OWN_LISTING: { status: 422, message: '自分の掲載は予約できません。' },
  RESERVE_CONDITIONS_INVALID: { status: 422, message: '予約の条件を満たしていません。内容を確認してください。' },
  // Money (issue 33, ADR 0036): nothing is charged when any of these answers.
  PAYMENT_DECLINED: { status: 402, message: 'カードが利用できませんでした。別のカードをお試しください。' },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: '決済サービスに接続できませんでした。請求は発生していません。時間をおいてもう一度お試しください。',
  },
  PAYMENT_NOT_AUTHORIZED: { status: 409, message: 'お支払いの確認（カードの与信）が済んでいないため、まだ承認できません。' },
  PAYMENT_CAPTURE_FAILED: {
    status: 402,
    message: 'カードの決済ができなかったため、承認できませんでした。ゲストにカードの変更をお願いしています。',
  },
  PAYMENT_STATE_CONFLICT: { status: 409, message: 'お支払いの状態が変わったため、この操作はできません。画面を更新してください。' },
  // Receipts (ADR 0038): only for what was paid, and the 宛名 changed once.
  RECEIPT_NOT_AVAILABLE: {
    status: 409,
    message: 'お支払いが完了していない（または全額返金された）予約のため、領収書は発行できません。',
  },
  RECEIPT_ADDRESSEE_ALREADY_CHANGED: { status: 409, message: '宛名の変更は1回までです。この領収書の宛名はすでに変更されています。' },
  RECEIPT_LINK_INVALID: {
    status: 403,
    message: '領収書のダウンロード用リンクが無効か、有効期限が切れています。予約の画面からもう一度ダウンロードしてください。',
  },
  INVOICE_NOT_FOUND: { status: 404, message: '請求書が見つかりません。請求書はホストの承認後に発行されます。' },
  INVOICE_ALREADY_PAID: { status: 409, message: 'この請求書は入金確認済みです。画面を更新してください。' },
  INVOICE_NOT_PAYABLE: { status: 409, message: 'この請求書は取り消されているため、入金を記録できません。' },
  INVOICE_AMOUNT_MISMATCH: {
    status: 422,
    message: '入金額が請求金額と一致しません。一部入金・過入金はお客様に確認のうえ、請求金額と同額の入金で記録してください。',
  },
  // Staff refunds (ADR 0041): nothing changes when any of these answers.
  STAFF_REFUND_NOT_ALLOWED: {
    status: 409,
    message:
      '返金できるのは、カードで決済済みで、利用が終わった予約かキャンセルされた予約です。利用前の予約を全額返金するときは、予約を取り消してください。',
  },
  STAFF_REFUND_EXCEEDS_REMAINING: { status: 422, message: '返金額が、返金できる残額（決済額 − 返金済み − 返金手続き中）を超えています。' },
  STAFF_REFUND_AWAITING_APPROVAL: {
    status: 409,
    message: 'この予約には承認待ちの返金があります。別の運営スタッフが承認するまで、新しい返金はできません。',
  },
  STAFF_REFUND_KEY_REUSED: { status: 422, message: 'この申請キーは別の内容の返金に使われています。画面を読み込み直してください。' },
  STAFF_REFUND_SELF_APPROVAL: { status: 403, message: 'ご自身が申請した返金は承認できません。別の運営スタッフが承認します。' },
  STAFF_REFUND_SELF_REJECTION: {
    status: 403,
    message: 'ご自身が申請した返金は却下できません。取りやめる場合は「申請を取り下げる」を使ってください。',
  },
  STAFF_REFUND_NOT_REQUESTER: { status: 403, message: '返金の申請を取り下げられるのは、申請した運営スタッフだけです。' },
  STAFF_REFUND_NOTHING_WAITING: {
    status: 409,
    message: '承認待ちの返金はありません（すでに承認・却下・取り下げられたか、金額が変わりました）。画面を更新してください。',
  },
  // Staff acts on an operator's account (ADR 0045): the four eyes of the refunds above, for staff on staff.
  STAFF_ACTION_AWAITING_APPROVAL: {
    status: 409,
    message: 'このアカウントには承認待ちの運営操作があります。承認・却下されるか、取り下げられるまで新しい申請はできません。',
  },
  STAFF_ACTION_SELF_APPROVAL: { status: 403, message: 'ご自身が申請した操作は承認・却下できません。別の運営スタッフが承認します。' },
  STAFF_ACTION_NOTHING_WAITING: {
    status: 409,
    message: '承認待ちの運営操作はありません（すでに承認・却下・取り下げられたか、期限が切れました）。画面を更新してください。',
  },
  STAFF_ACTION_NOT_REQUESTER: { status: 403, message: '申請を取り下げられるのは、申請した運営スタッフだけです。' },
  INVOICE_NOT_ALLOWED: { status: 422, message: '請求書払いは法人アカウントのみご利用いただけます。カードでお支払いください。' },
  DRIVER_LICENSE_REQUIRED: {
    status: 422,
    message: '車両を予約するには、審査済みで利用終了日まで有効な運転免許証の登録が必要です。',
  },
  // Conversations and the contact form (ADR 0025).
  INQUIRY_NOT_FOUND: { status: 404, message: 'メッセージのやり取りが見つかりません。一覧を更新してください。' },
  INQUIRY_CLOSED: {
    status: 409,
    message: 'このやり取りは終了しています。続けて質問するときは、掲載ページから新しく問い合わせてください。',
  },
  INQUIRY_OWN_LISTING: { status: 422, message: 'ご自身の掲載には問い合わせできません。' },
  INQUIRY_LISTING_MISMATCH: { status: 422, message: '予約と掲載の組み合わせが正しくありません。' },
  INQUIRY_RESERVATION_ACTIVE: {
    status: 409,
    message: '進行中の予約のやり取りは終了できません。予約の完了またはキャンセルの後に終了できます。',
  },
  INQUIRY_COUNTERPART_DEACTIVATED: { status: 409, message: 'お相手が退会しているため、メッセージを送れません。' },
  // Said of a suspended account (ADR 0047) without naming the staff's decision about a third person.
  INQUIRY_COUNTERPART_UNAVAILABLE: {
    status: 409,
    message: 'お相手のアカウントは現在ご利用いただけないため、メッセージを送れません。',
  },
  CONTACT_MESSAGE_NOT_FOUND: { status: 404, message: 'お問い合わせが見つかりません。一覧を更新してください。' },
  CONTACT_MESSAGE_NOT_ANSWERABLE: {
    status: 409,
    message: 'このお問い合わせは回答済みか対応完了のため、回答できません。一覧を更新してください。',
  },
  // Mail the job engine gave up on (ADR 0026): the operators' list and retry.
  MAIL_NOT_FOUND: { status: 404, message: 'メールが見つかりません。一覧を更新してください。' },
  MAIL_NOT_FAILED: { status: 409, message: 'このメールは送信失敗の状態ではありません（再送済みか送信済みです）。一覧を更新してください。' },
  // Reviews (ADR 0027).
  REVIEW_NOT_FOUND: { status: 404, message: 'レビューが見つかりません。削除されたか、まだ公開されていない可能性があります。' },
  REVIEW_NOT_RETURNED: { status: 422, message: 'レビューは返却（チェックアウト）が済んだ予約にだけ投稿できます。' },
  REVIEW_WINDOW_CLOSED: { status: 422, message: 'レビューの投稿期間（投稿できるようになってから14日間）が終了しています。' },
  // Reviews from real stays (ADR 0046): from the day after the end date, once the return is settled.
  REVIEW_NOT_YET_OPEN: {
    status: 422,
    message: 'レビューは利用終了日の翌日以降、返却の確認が済んでから投稿できます。',
  },
  RESERVE_RETURN_CHECK_CLOSED: {
    status: 409,
    message: '返却の確認・異議の申し立てはできません（返却から24時間を過ぎたか、確認・申し立てが済んでいます）。画面を更新してください。',
  },
  RETURN_DISPUTE_NOT_FOUND: { status: 404, message: '対応待ちの返却への異議が見つかりません。一覧を更新してください。' },
  REVIEW_ALREADY_WRITTEN: {
    status: 409,
    message: 'この予約のレビューはすでに投稿されています。公開前であれば、投稿済みのレビューを編集できます。',
  },
  REVIEW_ALREADY_PUBLISHED: {
    status: 409,
    message: '公開されたレビューは変更・削除できません。削除が必要な場合は運営にお問い合わせください。',
  },
  REVIEW_ASPECTS_INVALID: { status: 422, message: '評価項目の星をすべて選んでください。' },
  REVIEW_PHOTOS_NOT_ALLOWED: { status: 422, message: 'ゲストへのレビューには写真を添付できません。' },
  REVIEW_REPLY_EXISTS: { status: 409, message: 'このレビューにはすでに返信しています。返信は1回だけです。' },
  REVIEW_OWN: { status: 422, message: 'ご自身が書いた、またはご自身についてのレビューは通報できません。' },
  REVIEW_ALREADY_REPORTED: { status: 409, message: 'このレビューはすでに通報済みです。運営が確認します。' },
  REVIEW_STATUS_CONFLICT: { status: 409, message: 'このレビューは現在の状態では操作できません。一覧を更新してください。' },
  // Content: articles, news and owner interviews (ADR 0031).
  ARTICLE_NOT_FOUND: { status: 404, message: '記事が見つかりません。公開が終了したか、URL が間違っている可能性があります。' },
  NEWS_NOT_FOUND: { status: 404, message: 'お知らせが見つかりません。公開が終了したか、URL が間違っている可能性があります。' },
  OWNER_INTERVIEW_NOT_FOUND: {
    status: 404,
    message: 'オーナーインタビューが見つかりません。公開が終了したか、URL が間違っている可能性があります。',
  },
  ARTICLE_CATEGORY_NOT_FOUND: { status: 404, message: '記事のカテゴリが見つかりません。カテゴリ一覧から選んでください。' },
  ARTICLE_TAG_NOT_FOUND: { status: 404, message: 'このタグの記事は見つかりません。タグ一覧から選んでください。' },
  CONTENT_NOT_FOUND: { status: 404, message: 'コンテンツが見つかりません。一覧を更新してください。' },
  CONTENT_SLUG_TAKEN: { status: 409, message: 'このスラッグはすでに使われています。別のスラッグを入力してください。' },
  CONTENT_REVISION_CONFLICT: {
    status: 409,
    message: '他の運営スタッフがこのコンテンツを保存しました。最新の内容を読み込み直してから編集してください。',
  },
  CONTENT_AUTOSAVE_PUBLISHED: {
    status: 409,
    message: '公開中・予約中のコンテンツは自動保存しません。内容を確認して「保存」を押すと反映されます。',
  },
  CONTENT_STATUS_CONFLICT: { status: 409, message: 'このコンテンツは現在の状態ではこの操作ができません。画面を更新してください。' },
  CONTENT_FIELDS_INVALID: {
    status: 422,
    message: '記事にはカテゴリが必要です。インタビュー相手と掲載の紐付けはオーナーインタビューにだけ設定できます。',
  },
  CONTENT_INCOMPLETE: { status: 422, message: '公開するには、タイトル・概要・本文（記事はカテゴリも）を入力してください。' },
  CONTENT_SCHEDULE_INVALID: { status: 422, message: '公開予約の日時は、現在より後で1年以内の日時を指定してください。' },
  // The sandbox payment provider's test-mode 3-D Secure page (issue 33); these exist only with PAYMENT_PROVIDER=sandbox.
  SANDBOX_CHALLENGE_NOT_FOUND: { status: 404, message: '認証する支払いが見つかりません。予約の画面からもう一度お試しください。' },
  SANDBOX_CHALLENGE_NOT_PENDING: {
    status: 409,
    message: 'この支払いは認証待ちではありません（認証済みか、取り消されています）。予約の画面を更新してください。',
  },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: 'Idempotency-Key は1〜128文字の半角英数字・記号で指定してください。' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'この Idempotency-Key は別の内容の予約に使われています。' },
  ACTIVE_RESERVATION_EXISTS: {
    status: 409,
    message: '進行中の予約があるため退会できません。予約の完了またはキャンセル後に手続きしてください。',
  },
  BAD_REQUEST: { status: 400, message: 'リクエストの形式が正しくありません。' },
  REQUEST_TIMEOUT: { status: 408, message: 'リクエストの受信が時間内に終わりませんでした。もう一度お試しください。' },
  HEADERS_TOO_LARGE: { status: 431, message: 'リクエストのヘッダーまたは URL が長すぎます。' },
  RATE_LIMITED: { status: 429, message: 'リクエストが多すぎます。しばらく待ってからお試しください。' },
  INTERNAL: errorsWithoutEnvelope.INTERNAL,
  SERVICE_UNAVAILABLE: { status: 503, message: 'ただいまサービスを利用できません。しばらくしてからお試しください。' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorTable;
export const errorCodes = Object.keys(errorTable) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return errorTable[code].status;
}

export type { ErrorDetail };

/** The one error envelope of the API (DESIGN.md §3). */
export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; details?: ErrorDetail[] };
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return hasErrorEnvelopeShape(value);
}
