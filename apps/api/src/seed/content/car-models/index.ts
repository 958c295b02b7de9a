/**
 * The car master's manufacturers in display order (domestic makers first), each with its models
 * and cars per model: one file per manufacturer.
 */
import { toyota } from './toyota.js';
import { nissan } from './nissan.js';
import { mazda } from './mazda.js';
import { honda } from './honda.js';
import { suzuki } from './suzuki.js';
import { daihatsu } from './daihatsu.js';
import { mitsubishi } from './mitsubishi.js';
import { subaru } from './subaru.js';
import { isuzu } from './isuzu.js';
import { fiat } from './fiat.js';
import { mercedesBenz } from './mercedes-benz.js';
import { volkswagen } from './volkswagen.js';
import type { CarManufacturerContent } from './types.js';

export type { CarManufacturerContent, CarModelContent, CarVariantContent } from './types.js';

export const carManufacturers: CarManufacturerContent[] = [
  toyota,
  nissan,
  mazda,
  honda,
  suzuki,
  daihatsu,
  mitsubishi,
  subaru,
  isuzu,
  fiat,
  mercedesBenz,
  volkswagen,
];
