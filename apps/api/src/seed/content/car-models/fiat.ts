import { vanConversion, cabConversion } from './equipment.js';
import type { CarManufacturerContent } from './types.js';

export const fiat: CarManufacturerContent = {
  id: 'fiat',
  name: 'フィアット',
  englishName: 'Fiat',
  imported: true,
  models: [
    {
      id: 'fiat-ducato',
      name: 'デュカト',
      variants: [
        {
          key: 'van-l2h2',
          name: 'バン L2H2',
          kind: 'one-box',
          size: 'Standard',
          fuel: 'Diesel',
          seats: 3,
          sleeps: 0,
          mm: [5413, 2050, 2524],
          facilities: ['back-camera', 'car-navigation', 'cruise-control', 'collision-mitigation'],
        },
        {
          key: 'van-conversion-l3h2',
          name: 'バンコン（L3H2）',
          kind: 'van-conversion',
          size: 'Standard',
          fuel: 'Diesel',
          seats: 4,
          sleeps: 3,
          mm: [5998, 2050, 2524],
          facilities: [...vanConversion, 'external-power', 'solar-panel', 'portable-toilet', 'shower'],
        },
        {
          key: 'motorhome-lhd',
          name: 'モーターホーム（欧州仕様・左ハンドル）',
          kind: 'cab-conversion',
          size: 'SemiMedium',
          steering: 'Left',
          transmission: 'Manual',
          fuel: 'Diesel',
          seats: 4,
          sleeps: 4,
          mm: [6990, 2320, 2900],
          facilities: [...cabConversion, 'shower'],
        },
      ],
    },
  ],
};
