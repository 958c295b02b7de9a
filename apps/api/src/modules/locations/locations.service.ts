import { MAX_USER_LOCATIONS, type UserLocation } from '@kurumatabi/contract';
import type { UserLocationRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { LocationsRepository, LocationValues } from './locations.repository.js';

/** Pickup locations and payout accounts are for car owners and facility providers. */
export function requireOwnerOrProvider(user: UserRow): void {
  if (!user.isCarOwner && !user.isFacilityProvider) throw new AppError('ROLE_REQUIRED');
}

function toLocation(row: UserLocationRow): UserLocation {
  return {
    id: row.id,
    name: row.name,
    postalCode: row.postalCode,
    prefecture: row.prefecture,
    city: row.city,
    addressLine: row.addressLine,
    latitude: row.latitude,
    longitude: row.longitude,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createLocationsService(
  repository: LocationsRepository,
  hooks: {
    /** Runs in the update's transaction: the listings picked up at the location copy its place. */
    onUpdated?: (tx: Parameters<NonNullable<Parameters<LocationsRepository['update']>[3]>>[0], row: UserLocationRow) => Promise<void>;
  } = {},
) {
  async function create(user: UserRow, values: LocationValues): Promise<UserLocation> {
    requireOwnerOrProvider(user);
    const row = await repository.insert(user.id, values, MAX_USER_LOCATIONS);
    if (!row) throw new AppError('LOCATION_LIMIT_REACHED');
    return toLocation(row);
  }

  async function update(user: UserRow, id: string, values: LocationValues): Promise<UserLocation> {
    requireOwnerOrProvider(user);
    const row = await repository.update(user.id, id, values, hooks.onUpdated);
    if (!row) throw new AppError('LOCATION_NOT_FOUND');
    return toLocation(row);
  }

  async function list(user: UserRow, limit: number, offset: number) {
    const page = await repository.page(user.id, limit, offset);
    return { items: page.items.map(toLocation), total: page.total, limit, offset };
  }

  return { create, update, list };
}
