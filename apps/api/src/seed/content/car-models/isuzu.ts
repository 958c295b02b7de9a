import { cabConversion } from './equipment.js';
import type { CarManufacturerContent } from './types.js';

export const isuzu: CarManufacturerContent = {
  id: 'isuzu',
  name: 'いすゞ',
  englishName: 'Isuzu',
  imported: false,
  models: [
    {
      id: 'isuzu-elf',
      name: 'エルフ',
      variants: [
        {
          key: 'cab-conversion',
          name: 'キャブコン（ダブルタイヤ・バンクベッド）',
          kind: 'cab-conversion',
          size: 'SemiMedium',
          fuel: 'Diesel',
          seats: 8,
          sleeps: 6,
          mm: [5990, 2150, 3100],
          facilities: [...cabConversion, 'shower', 'rear-ladder'],
        },
        {
          key: 'cab-conversion-4wd',
          name: 'キャブコン 4WD',
          kind: 'cab-conversion',
          size: 'SemiMedium',
          fuel: 'Diesel',
          seats: 6,
          sleeps: 5,
          mm: [5800, 2100, 3150],
          facilities: [...cabConversion, '4wd', 'rear-ladder'],
        },
      ],
    },
  ],
};
