/**
 * Every enumeration of spec §3, with its Japanese label. The value is what travels over the API and
 * sits in the database; the label is what people read. `labelOf` is the one way to show a value.
 * Written in one module a group (`enums/`), so a page's bundle carries only the groups it reads (ADR 0056).
 */
import { Prefecture, Region } from './enums/place.js';
import {
  AccountType,
  DocumentVersionKind,
  MessageKind,
  PaymentMethod,
  RecordActivity,
  ReserveStatus,
  ReserveTargetKind,
  ReviewStatus,
  SimpleVerificationStatus,
  VerificationStatus,
} from './enums/status.js';
import { PriceType, PriceUnit, PublicationState, SpotKind, TargetKind } from './enums/listing.js';
import { CarServiceType, CarSizeClass, DoorCount, FuelType, SteeringSide, Transmission } from './enums/vehicle.js';

export { labelOf } from './enums/enumeration.js';
export * from './enums/place.js';
export * from './enums/vehicle.js';
export * from './enums/listing.js';
export * from './enums/status.js';

export const allEnumerations = {
  Region,
  Prefecture,
  FuelType,
  SteeringSide,
  Transmission,
  CarServiceType,
  CarSizeClass,
  DoorCount,
  TargetKind,
  SpotKind,
  PaymentMethod,
  PriceUnit,
  PriceType,
  PublicationState,
  MessageKind,
  RecordActivity,
  AccountType,
  ReserveTargetKind,
  ReserveStatus,
  VerificationStatus,
  SimpleVerificationStatus,
  ReviewStatus,
  DocumentVersionKind,
} as const;
