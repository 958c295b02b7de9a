import { CAR_MATERIAL_FIELDS, type ListingPhoto, type RevisionChange } from '@kurumatabi/contract';
import {
  CarServiceType,
  CarSizeClass,
  DoorCount,
  FuelType,
  Prefecture,
  SteeringSide,
  Transmission,
  type Prefecture as PrefectureValue,
} from '@kurumatabi/contract/enums';
import type { CarRow } from '../../db/schema/index.js';
import type { CarNames } from './car-documents.js';

/** A car's material columns (ADR 0023): the contract's material fields and the place copied from the location. */
export const CAR_MATERIAL_COLUMNS: readonly (keyof CarRow & string)[] = [...CAR_MATERIAL_FIELDS, 'prefecture', 'region', 'city'];

/** The contract field a stored material column belongs to. */
export function carFieldOf(column: string): string | null {
  if (column === 'prefecture' || column === 'region' || column === 'city') return 'locationId';
  return (CAR_MATERIAL_FIELDS as readonly string[]).includes(column) ? column : null;
}

const orNone = (value: string | number | null) => (value === null || value === '' ? '未設定' : String(value));
const place = (car: Pick<CarRow, 'prefecture' | 'city'>) =>
  car.prefecture ? `${Prefecture.labels[car.prefecture as PrefectureValue]} ${car.city}` : '未設定';

/** One material field of a car as the operator reads it. */
function describe(field: string, car: CarRow, names: CarNames): string {
  switch (field) {
    case 'serviceType':
      return CarServiceType.labels[car.serviceType];
    case 'carVariantId':
      return `${names.manufacturerName} ${names.modelName} ${names.variantName}`;
    case 'carKindId':
      return names.carKind?.name ?? '未設定';
    case 'sizeClass':
      return CarSizeClass.labels[car.sizeClass];
    case 'doorCount':
      return DoorCount.labels[car.doorCount];
    case 'steeringSide':
      return SteeringSide.labels[car.steeringSide];
    case 'transmission':
      return Transmission.labels[car.transmission];
    case 'fuelType':
      return FuelType.labels[car.fuelType];
    case 'locationId':
      return place(car);
    default:
      return orNone(car[field as keyof CarRow] as string | number | null);
  }
}

/** The changed fields, approved beside new, in the contract's order; photos apart. */
export function describeCarChanges(input: {
  approved: CarRow;
  approvedNames: CarNames;
  proposed: CarRow;
  proposedNames: CarNames;
  changedColumns: readonly string[];
}): RevisionChange[] {
  const fields = new Set(input.changedColumns.map(carFieldOf));
  return CAR_MATERIAL_FIELDS.filter((field) => field !== 'photoIds' && fields.has(field)).map((field) => ({
    field,
    before: describe(field, input.approved, input.approvedNames),
    after: describe(field, input.proposed, input.proposedNames),
  }));
}

export type PhotoChange = { before: ListingPhoto[]; after: ListingPhoto[] } | null;
