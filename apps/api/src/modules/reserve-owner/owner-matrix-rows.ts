/**
 * The owner-side calls run against an owner with held days and sales (owner-matrix-rows.test.ts):
 * user B calls each with user A's car or spot and gets 404 and none of A's data; the calls without
 * an id answer B's own (empty) dashboard and sales. The generated matrix (src/http/
 * authorization.matrix.test.ts, ADR 0020) covers every endpoint from the contract's declarations;
 * this keeps the richer owner data. Only the tests import this file.
 */
import type { ErrorCode } from '@kurumatabi/contract';
import { japanDay } from '../../../test/listings-fixtures.js';

type MatrixRow = { body: () => unknown; status: number; code?: ErrorCode };

export function ownerSideMatrixRows(aData: { carId: string; spotId: string }): Record<string, MatrixRow> {
  const window = () => ({ from: japanDay(0), to: japanDay(30) });
  const car = { status: 404, code: 'CAR_NOT_FOUND' } as const;
  const spot = { status: 404, code: 'SPOT_NOT_FOUND' } as const;
  return {
    '/v1/user/show-car-reserve-overviews': { body: () => ({ ...window(), carId: aData.carId }), ...car },
    '/v1/user/show-car-reserve-summaries': { body: () => ({}), status: 200 },
    '/v1/user/show-car-reserve-unavailable-dates': { body: () => ({ carId: aData.carId }), ...car },
    '/v1/user/update-car-reserve-unavailable-dates': { body: () => ({ carId: aData.carId, dates: [japanDay(5)] }), ...car },
    '/v1/user/show-car-sales-by-month': { body: () => ({ year: Number(japanDay(0).slice(0, 4)) }), status: 200 },
    '/v1/user/show-car-sales-by-month-and-car-id': { body: () => ({ carId: aData.carId, year: 2026 }), ...car },
    '/v1/user/show-spot-reserve-overviews': { body: () => ({ ...window(), spotId: aData.spotId }), ...spot },
    '/v1/user/show-spot-reserve-summaries': { body: () => ({}), status: 200 },
    '/v1/user/show-spot-reserve-unavailable-dates': { body: () => ({ spotId: aData.spotId }), ...spot },
    '/v1/user/update-spot-reserve-unavailable-dates': { body: () => ({ spotId: aData.spotId, dates: [japanDay(5)] }), ...spot },
    '/v1/user/show-spot-sales-by-month': { body: () => ({ year: Number(japanDay(0).slice(0, 4)) }), status: 200 },
    '/v1/user/show-spot-sales-by-month-and-spot-id': { body: () => ({ spotId: aData.spotId, year: 2026 }), ...spot },
  };
}
