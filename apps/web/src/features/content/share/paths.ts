/** The existing become-host flow (sign-in first: a visitor is sent to the sign-in dialog and back). */
export const BECOME_OWNER_PATH = '/mypage/cars/to-owner';
export const BECOME_PROVIDER_PATH = '/mypage/spots/to-provider';
export const SHARE_CONTRACT_PATH = '/share-contract';
