/** What pages use from the operator feature. */
export { LicenseRequestDetail, LICENSE_REQUESTS_PATH } from './components/license-request-detail';
export { LicenseRequestList } from './components/license-request-list';
export { operatorMessages } from './messages';
export { ListingVerificationList } from './components/listing-verification-list';
export { CarVerificationDetail, SpotVerificationDetail } from './components/listing-verification-detail';
export { listingVerificationMessages } from './messages';
export { ListingRevisionList } from './components/listing-revision-list';
export { revisionMessages } from './messages';
export { ContactInbox } from './components/contact-inbox';
export { ContactMessageView } from './components/contact-message-detail';
export { FailedMailList } from './components/failed-mail-list';
export { contactInboxMessages, failedMailMessages } from './inbox-messages';
