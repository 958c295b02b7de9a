import { everyday } from './equipment.js';
import type { CarManufacturerContent } from './types.js';

export const mazda: CarManufacturerContent = {
  id: 'mazda',
  name: 'マツダ',
  englishName: 'Mazda',
  imported: false,
  models: [
    {
      id: 'mazda-bongo',
      name: 'ボンゴ',
      variants: [
        {
          key: 'van-gl',
          name: 'バン GL',
          kind: 'one-box',
          size: 'Standard',
          fuel: 'Regular',
          seats: 5,
          sleeps: 0,
          mm: [4065, 1665, 1930],
          facilities: everyday,
        },
        {
          key: 'friendee-auto-free-top',
          name: 'フレンディ オートフリートップ',
          kind: 'camping-car',
          size: 'Standard',
          fuel: 'Regular',
          seats: 8,
          sleeps: 4,
          mm: [4585, 1690, 2070],
          facilities: ['pop-up-roof', 'bed', 'curtains', 'table', 'back-camera', 'car-navigation', 'etc'],
        },
      ],
    },
    {
      id: 'mazda-cx-5',
      name: 'CX-5',
      variants: [
        {
          key: 'xd-4wd',
          name: 'XD（ディーゼル・4WD）',
          kind: 'suv',
          size: 'Standard',
          fuel: 'Diesel',
          seats: 5,
          sleeps: 0,
          mm: [4575, 1845, 1690],
          facilities: [...everyday, '4wd', 'cruise-control', 'bluetooth-audio'],
        },
        {
          key: '20s',
          name: '20S（ガソリン）',
          kind: 'suv',
          size: 'Standard',
          fuel: 'Regular',
          seats: 5,
          sleeps: 0,
          mm: [4575, 1845, 1690],
          facilities: everyday,
        },
      ],
    },
    {
      id: 'mazda-cx-8',
      name: 'CX-8',
      variants: [
        {
          key: 'xd-l-package',
          name: 'XD Lパッケージ',
          kind: 'suv',
          size: 'Standard',
          fuel: 'Diesel',
          seats: 7,
          sleeps: 0,
          mm: [4925, 1845, 1730],
          facilities: [...everyday, 'cruise-control', 'bluetooth-audio'],
        },
      ],
    },
  ],
};
