export { LocationManager } from './components/location-manager';
export { OwnersOnlyPrompt } from './components/owners-only-prompt';
export { userLocationsQuery } from './api/user-locations';
export { locationMessages } from './messages';
