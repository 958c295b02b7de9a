import { describe, expect, it } from 'vitest';
import { formatDeliveryBands } from './delivery-bands';

describe('formatDeliveryBands', () => {
  it('lists the bands nearest first with their fee each way', () => {
    expect(
      formatDeliveryBands([
        { upToKm: 30, fee: 5000 },
        { upToKm: 10, fee: 2000 },
      ]),
    ).toBe('10 km まで ¥2,000 ／ 30 km まで ¥5,000');
  });

  it('is empty without bands', () => {
    expect(formatDeliveryBands([])).toBe('');
  });
});
