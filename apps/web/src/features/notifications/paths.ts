/** The two pages of this feature (spec §2: mypage/notification-setting; the inbox sits beside it). */
export const INBOX_PATH = '/mypage/notifications';
export const SETTINGS_PATH = '/mypage/notification-setting';
