/** What pages use from the listing management feature (車両の管理, スポットの管理 and their forms). */
export { CarManager } from './cars/car-manager';
export { CarEditForm, NewCarForm } from './cars/car-editor';
export { HostsOnlyPrompt } from './shared/hosts-only-prompt';
export { carListingMessages, listingMessages, spotListingMessages } from './messages';
export { SpotManager } from './spots/spot-manager';
export { NewSpotForm, SpotEditForm } from './spots/spot-editor';
