import type { CarSizeClass, DoorCount, FuelType, SteeringSide, Transmission } from '@kurumatabi/contract/enums';

/**
 * Manufacturers → models → cars per model (variants, grades) of the car master, with the body
 * facts a listing starts from. Sizes are catalogue values in millimetres (campers: a typical
 * build of that base). Order is the display order; ids never change once seeded.
 */

export interface CarVariantContent {
  /** Appended to the model's id: `toyota-hiace` + `wagon-gl`. */
  key: string;
  name: string;
  kind: string;
  size: CarSizeClass;
  doors?: DoorCount;
  steering?: SteeringSide;
  transmission?: Transmission;
  fuel: FuelType;
  seats: number;
  sleeps: number;
  /** Length × width × height (mm); null when not known. */
  mm: [number, number, number] | null;
  facilities: readonly string[];
}

export interface CarModelContent {
  id: string;
  name: string;
  variants: CarVariantContent[];
}

export interface CarManufacturerContent {
  id: string;
  name: string;
  englishName: string;
  imported: boolean;
  models: CarModelContent[];
}
