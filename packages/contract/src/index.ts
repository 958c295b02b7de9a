/**
 * The endpoint registry: every call of the API, declared once. The API mounts routes from it, the
 * OpenAPI document and the matrix tests are generated from it, and the web's client is typed by it.
 */
import type { Endpoint } from './endpoint.js';
import { deactivateUser } from './accounts/deactivate-user.js';
import { makeCarOwner } from './accounts/make-car-owner.js';
import { makeFacilityProvider } from './accounts/make-facility-provider.js';
import { updateEmail } from './accounts/update-email.js';
import { showUserBankAccount } from './bank-accounts/show-user-bank-account.js';
import { updateUserBankAccount } from './bank-accounts/update-user-bank-account.js';
import { showDriverLicense } from './driver-license/show-driver-license.js';
import { updateDriverLicense } from './driver-license/update-driver-license.js';
import { uploadPrivateImage } from './images/upload-private-image.js';
import { uploadPublicImage } from './images/upload-public-image.js';
import { showPrivacyPolicy } from './legal/show-privacy-policy.js';
import { showShareContract } from './legal/show-share-contract.js';
import { showTerms } from './legal/show-terms.js';
import { createUserLocation } from './locations/create-user-location.js';
import { showUserLocations } from './locations/show-user-locations.js';
import { updateUserLocation } from './locations/update-user-location.js';
import { markNotificationAsRead } from './notifications/mark-notification-as-read.js';
import { showNotificationSettings } from './notifications/show-notification-settings.js';
import { showNotifications } from './notifications/show-notifications.js';
import { updateNotificationSettings } from './notifications/update-notification-settings.js';
import { listDriverLicenseRequests } from './operator/list-driver-license-requests.js';
import { rejectDriverLicense } from './operator/reject-driver-license.js';
import { showDriverLicenseRequest } from './operator/show-driver-license-request.js';
import { verifyDriverLicense } from './operator/verify-driver-license.js';
import { listFaq } from './public/list-faq.js';
import { createUser } from './users/create-user.js';
import { showCurrentUser } from './users/show-current-user.js';
import { updateCurrentUser } from './users/update-current-user.js';

export {
  showPrivacyPolicy,
  showShareContract,
  showTerms,
  listFaq,
  createUser,
  showCurrentUser,
  updateCurrentUser,
  updateEmail,
  deactivateUser,
  makeCarOwner,
  makeFacilityProvider,
  showDriverLicense,
  updateDriverLicense,
  showNotificationSettings,
  updateNotificationSettings,
  showNotifications,
  markNotificationAsRead,
  createUserLocation,
  updateUserLocation,
  showUserLocations,
  showUserBankAccount,
  updateUserBankAccount,
  uploadPrivateImage,
  uploadPublicImage,
  listDriverLicenseRequests,
  showDriverLicenseRequest,
  verifyDriverLicense,
  rejectDriverLicense,
};

export const endpoints = [
  showTerms,
  showPrivacyPolicy,
  showShareContract,
  listFaq,
  createUser,
  showCurrentUser,
  updateCurrentUser,
  updateEmail,
  deactivateUser,
  makeCarOwner,
  makeFacilityProvider,
  showDriverLicense,
  updateDriverLicense,
  showNotificationSettings,
  updateNotificationSettings,
  showNotifications,
  markNotificationAsRead,
  createUserLocation,
  updateUserLocation,
  showUserLocations,
  showUserBankAccount,
  updateUserBankAccount,
  uploadPrivateImage,
  uploadPublicImage,
  listDriverLicenseRequests,
  showDriverLicenseRequest,
  verifyDriverLicense,
  rejectDriverLicense,
] as const satisfies readonly Endpoint[];

export * from './endpoint.js';
export * from './errors.js';
export * from './common.js';
export * from './paging.js';
export * from './legal/dto.js';
export * from './public/faq.js';
export * from './users/dto.js';
export * from './accounts/dto.js';
export * from './driver-license/dto.js';
export * from './bank-accounts/dto.js';
export * from './locations/dto.js';
export * from './notifications/dto.js';
export * from './images/dto.js';
export * from './operator/dto.js';
export * from './runtime-config.js';
