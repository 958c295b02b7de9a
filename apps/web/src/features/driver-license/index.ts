/** What pages use from the driving-licence feature. */
export { DriverLicensePanel } from './components/driver-license-panel';
export { driverLicenseMessages } from './messages';
export { LicenceRequirement } from './components/licence-requirement';
export { RETURN_PARAM, safeReturnTo } from './requirement';
