/** What pages use from the operator feature. */
export { LicenseRequestDetail, REVIEW_LIST_PATH } from './components/license-request-detail';
export { LicenseRequestList } from './components/license-request-list';
export { operatorMessages } from './messages';
export { ListingReviewList } from './components/listing-review-list';
export { CarReviewDetail, SpotReviewDetail } from './components/listing-review-detail';
export { listingReviewMessages } from './messages';
export { ListingRevisionList } from './components/listing-revision-list';
export { revisionMessages } from './messages';
