/**
 * Every endpoint of the API, one line each: the single list the registry (`endpoints` in index.ts)
 * is built from. Each file exports exactly one `defineEndpoint(...)`.
 */
export * from './accounts/deactivate-user.js';
export * from './accounts/make-car-owner.js';
export * from './accounts/make-facility-provider.js';
export * from './accounts/update-email.js';
export * from './bank-accounts/show-user-bank-account.js';
export * from './bank-accounts/update-user-bank-account.js';
export * from './driver-license/show-driver-license.js';
export * from './driver-license/update-driver-license.js';
export * from './images/upload-private-image.js';
export * from './images/upload-public-image.js';
export * from './legal/show-privacy-policy.js';
export * from './legal/show-share-contract.js';
export * from './legal/show-terms.js';
export * from './locations/create-user-location.js';
export * from './locations/show-user-locations.js';
export * from './locations/update-user-location.js';
export * from './master/show-active-car-additional-facilities.js';
export * from './master/show-active-car-basic-facilities.js';
export * from './master/show-active-car-kinds.js';
export * from './master/show-active-car-manufacturers.js';
export * from './master/show-active-car-models-by-car-manufacturer.js';
export * from './master/show-active-car-rules.js';
export * from './master/show-active-cars-by-car-model.js';
export * from './master/show-active-spot-additional-facilities.js';
export * from './master/show-active-spot-basic-facilities.js';
export * from './master/show-active-spot-rules.js';
export * from './master/show-active-spot-surrounding-facilities.js';
export * from './master/show-active-spot-types.js';
export * from './notifications/mark-notification-as-read.js';
export * from './notifications/show-notification-settings.js';
export * from './notifications/show-notifications.js';
export * from './notifications/update-notification-settings.js';
export * from './operator/list-driver-license-requests.js';
export * from './operator/reject-driver-license.js';
export * from './operator/show-driver-license-request.js';
export * from './operator/verify-driver-license.js';
export * from './public/list-faq.js';
export * from './users/create-user.js';
export * from './users/show-current-user.js';
export * from './users/update-current-user.js';
