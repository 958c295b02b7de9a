import { everyday } from './equipment.js';
import type { CarManufacturerContent } from './types.js';

export const subaru: CarManufacturerContent = {
  id: 'subaru',
  name: 'スバル',
  englishName: 'Subaru',
  imported: false,
  models: [
    {
      id: 'subaru-forester',
      name: 'フォレスター',
      variants: [
        {
          key: 'touring',
          name: 'Touring（e-BOXER）',
          kind: 'suv',
          size: 'Standard',
          fuel: 'Hybrid',
          seats: 5,
          sleeps: 0,
          mm: [4640, 1815, 1730],
          facilities: [...everyday, '4wd', 'cruise-control'],
        },
        {
          key: 'sport',
          name: 'SPORT（1.8 ターボ）',
          kind: 'suv',
          size: 'Standard',
          fuel: 'Regular',
          seats: 5,
          sleeps: 0,
          mm: [4640, 1815, 1730],
          facilities: [...everyday, '4wd', 'cruise-control', 'bluetooth-audio'],
        },
      ],
    },
    {
      id: 'subaru-levorg',
      name: 'レヴォーグ',
      variants: [
        {
          key: 'gt-h-ex',
          name: 'GT-H EX',
          kind: 'station-wagon',
          size: 'Standard',
          fuel: 'Regular',
          seats: 5,
          sleeps: 0,
          mm: [4755, 1795, 1500],
          facilities: [...everyday, '4wd', 'cruise-control', 'bluetooth-audio'],
        },
      ],
    },
  ],
};
