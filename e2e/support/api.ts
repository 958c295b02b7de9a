/**
 * Arranging a journey's data through the API, without the screens of other journeys: sign in over
 * the emulator's REST API, then call any endpoint of the contract with its typed client (plain
 * fetch underneath, so uploads are ordinary multipart requests).
 *
 *   const guest = await apiAs(email, password);             // a user signed up in the UI or with signUpIdentity + create-user
 *   const licence = await submitDriverLicenseForVerification(guest);
 *   await verifyDriverLicenseAsOperator(licence.id);         // the user now has an Account notification
 *
 * Call the API only to arrange and to check what the UI cannot show; what the journey is about
 * should still happen in the browser.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  createCar,
  createSpot,
  createUser,
  createUserLocation,
  makeCarOwner,
  makeFacilityProvider,
  rejectDriverLicense,
  showShareContract,
  updateCar,
  updateDriverLicense,
  updateSpot,
  uploadPrivateImage,
  uploadPublicImage,
  verifyCar,
  verifyDriverLicense,
  verifySpot,
  type CurrentUser,
  type DriverLicense,
  type Image,
  type UserLocation,
} from '@kurumatabi/contract';
import { createClient, type CallApi } from '@kurumatabi/contract/client';
import { signInIdentity, signUpIdentity } from './emulator';

/** The accounts the seed creates in the emulator and the database (README: demo accounts). */
export const demoAccounts = {
  guest: { email: 'guest@demo.kurumatabi.jp', password: 'demo-guest-2026' },
  owner: { email: 'owner@demo.kurumatabi.jp', password: 'demo-owner-2026' },
  provider: { email: 'provider@demo.kurumatabi.jp', password: 'demo-provider-2026' },
  operator: { email: 'operator@demo.kurumatabi.jp', password: 'demo-operator-2026' },
  secondOperator: { email: 'operator2@demo.kurumatabi.jp', password: 'demo-operator2-2026' },
  thirdOperator: { email: 'operator3@demo.kurumatabi.jp', password: 'demo-operator3-2026' },
} as const;

/** The stack under test (`npm test` sets E2E_BASE_URL; the default matches playwright.config.ts). */
export function apiBaseUrl(): string {
  return process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3199';
}

/**
 * The typed API client of a signed-in user: `await api(endpoint, body)` answers the endpoint's
 * output or throws the contract's ApiError (with `.code`). The ID token is fetched once and is valid
 * for an hour, far longer than a journey.
 */
export async function apiAs(email: string, password: string): Promise<CallApi> {
  const idToken = await signInIdentity(email, password);
  return createClient({ baseUrl: apiBaseUrl(), getToken: async () => idToken });
}

/** The demo operator's client (operator endpoints: licence verification, …). */
export function operatorApi(): Promise<CallApi> {
  return apiAs(demoAccounts.operator.email, demoAccounts.operator.password);
}

/** A valid 1 × 1 PNG: the smallest file the image pipeline accepts (JPEG, PNG and WebP are sniffed by bytes). */
export function tinyPng(): Blob {
  const bytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  return new Blob([bytes], { type: 'image/png' });
}

/** Uploads a private image (e.g. a licence photo) as the user; a tiny PNG unless a file is given. */
export function uploadPrivatePng(api: CallApi, file: Blob = tinyPng()): Promise<Image> {
  return api(uploadPrivateImage, { file });
}

/** A random 12-digit licence number (each licence number is unique in the database). */
export function randomLicenseNumber(): string {
  return Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
}

/** The two photo ids of a licence, to send it again without uploading anew. */
export interface LicensePhotos {
  frontImageId: string;
  backImageId: string;
}

/**
 * Registers the user's driving licence with both photos and asks for verification (status
 * VerificationRequest), as the licence form would; valid for years ahead. Without `photos`, two
 * tiny PNGs are uploaded first.
 */
export async function submitDriverLicenseForVerification(api: CallApi, photos?: LicensePhotos): Promise<DriverLicense> {
  const { frontImageId, backImageId } = photos ?? {
    frontImageId: (await uploadPrivatePng(api)).id,
    backImageId: (await uploadPrivatePng(api)).id,
  };
  return api(updateDriverLicense, {
    number: randomLicenseNumber(),
    color: 'Gold',
    expiresOn: `${new Date().getFullYear() + 3}-06-30`,
    frontImageId,
    backImageId,
    requestVerification: true,
  });
}

/** The photo ids of a registered licence (for submitDriverLicenseForVerification again). */
export function licensePhotos(licence: DriverLicense): LicensePhotos {
  if (!licence.frontImage || !licence.backImage) throw new Error('the licence has no photos');
  return { frontImageId: licence.frontImage.id, backImageId: licence.backImage.id };
}

/**
 * The demo operator approves a licence waiting for verification; its owner gets an Account notification.
 * Pass `operator` (operatorApi()) when calling many times, to sign in once.
 */
export async function verifyDriverLicenseAsOperator(driverLicenseId: string, operator?: CallApi): Promise<void> {
  await (operator ?? (await operatorApi()))(verifyDriverLicense, { driverLicenseId });
}

/** The demo operator sends a licence back with a reason the user reads (in the notification too). */
export async function rejectDriverLicenseAsOperator(driverLicenseId: string, reason: string, operator?: CallApi): Promise<void> {
  await (operator ?? (await operatorApi()))(rejectDriverLicense, { driverLicenseId, reason });
}

/** The user agrees to the share contract in force and becomes a car owner (notified once, kind Account). */
export async function becomeCarOwner(api: CallApi): Promise<CurrentUser> {
  const contract = await api(showShareContract, {});
  return api(makeCarOwner, { shareContractVersion: contract.version, agreed: true });
}

/** Makes the user a facility provider, as the to-provider page would (agreeing to the contract in force). */
export async function becomeFacilityProvider(api: CallApi): Promise<CurrentUser> {
  const contract = await api(showShareContract, {});
  return api(makeFacilityProvider, { shareContractVersion: contract.version, agreed: true });
}

/**
 * A new identity registered with the product (as the sign-up dialog would), signed in over the API:
 * for journeys whose subject starts after sign-up.
 */
export async function registerUser(email: string, password: string, name: string): Promise<CallApi> {
  await signUpIdentity(email, password);
  const api = await apiAs(email, password);
  await api(createUser, { name });
  return api;
}

/** Adds a pickup location (受け渡し場所) for a car owner, as manage-locations would. */
export function addPickupLocation(
  api: CallApi,
  location: { name: string; postalCode: string; prefecture: UserLocation['prefecture']; city: string; addressLine: string },
): Promise<UserLocation> {
  return api(createUserLocation, { ...location, latitude: null, longitude: null, note: '' });
}

/** The demo operator approves a spot waiting for verification (VerificationRequest → Verified). */
export async function verifySpotAsOperator(spotId: string, operator?: CallApi): Promise<void> {
  await (operator ?? (await operatorApi()))(verifySpot, { spotId });
}

// ---- Listings ready to reserve (the reservation journeys) ---------------------------------------

/** Uploads a public image (a listing photo) as the user: the journey's JPEG fixture. */
export async function uploadPublicJpeg(api: CallApi): Promise<Image> {
  const bytes = readFileSync(fileURLToPath(new URL('../fixtures/license-front.jpg', import.meta.url)));
  return api(uploadPublicImage, { file: new Blob([bytes], { type: 'image/jpeg' }) });
}

/** What a car listed through the API costs; the journeys compute the expected quote from it. */
export interface CarPrices {
  pricePerDay: number;
  insurancePricePerDay: number;
  cleaningFee: number;
  /** One paid option (the master's child seat) at this price per day. */
  childSeatPerDay: number;
}

/**
 * A car listed and public, as the six-step form and the operator's verification would leave it (listing.spec
 * is that journey): the user becomes an owner, adds a pickup location, saves every field with a
 * photo, asks for verification and publishes; the demo operator verifies it.
 */
export async function listCarThroughApi(api: CallApi, title: string, prices: CarPrices, operator?: CallApi): Promise<string> {
  await becomeCarOwner(api);
  const location = await addPickupLocation(api, {
    name: `受け渡し場所 ${title.slice(-6)}`,
    postalCode: '390-0811',
    prefecture: 'Nagano',
    city: '松本市',
    addressLine: '中央1-1-1',
  });
  const car = await api(createCar, { serviceType: 'CarShare', carVariantId: 'toyota-hiace-wagon-gl', title });
  await api(updateCar, {
    carId: car.id,
    description: '予約の検証用に登録した車両です。',
    photoIds: [(await uploadPublicJpeg(api)).id],
    locationId: location.id,
    pricePerDay: prices.pricePerDay,
    insurancePricePerDay: prices.insurancePricePerDay,
    cleaningFee: prices.cleaningFee,
    options: [{ additionalFacilityId: 'child-seat', price: prices.childSeatPerDay, priceUnit: 'PerDay' }],
    minDays: 1,
    maxDays: 14,
    pickupTime: '10:00',
    returnTime: '18:00',
    publicationState: 'Published',
    requestVerification: true,
  });
  await (operator ?? (await operatorApi()))(verifyCar, { carId: car.id });
  return car.id;
}

/** A spot listed and public with one overnight plan (a Land spot), verified by the demo operator. */
export async function listSpotThroughApi(
  api: CallApi,
  title: string,
  plan: { name: string; pricePerNight: number; maxPeople: number; capacityPerDay: number },
  operator?: CallApi,
): Promise<string> {
  await becomeFacilityProvider(api);
  const spot = await api(createSpot, { spotTypeId: 'rv-park', title });
  await api(updateSpot, {
    spotId: spot.id,
    description: '予約の検証用に登録したスポットです。',
    postalCode: '401-0301',
    prefecture: 'Yamanashi',
    city: '南都留郡富士河口湖町',
    addressLine: '船津1-2-3',
    photoIds: [(await uploadPublicJpeg(api)).id],
    plans: [
      {
        name: plan.name,
        description: '電源付きの区画です。',
        price: plan.pricePerNight,
        priceUnit: 'PerDay',
        capacityPerDay: plan.capacityPerDay,
        maxPeople: plan.maxPeople,
        checkInTime: '13:00',
        checkOutTime: '11:00',
      },
    ],
    publicationState: 'Published',
    requestVerification: true,
  });
  await verifySpotAsOperator(spot.id, operator);
  return spot.id;
}

/** A registered user whose driving licence the demo operator verified: they may reserve cars. */
export async function registerLicensedGuest(email: string, password: string, name: string, operator?: CallApi): Promise<CallApi> {
  const api = await registerUser(email, password, name);
  const licence = await submitDriverLicenseForVerification(api);
  await verifyDriverLicenseAsOperator(licence.id, operator);
  return api;
}
