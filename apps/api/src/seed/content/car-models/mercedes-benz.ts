import { everyday, vanConversion } from './equipment.js';
import type { CarManufacturerContent } from './types.js';

export const mercedesBenz: CarManufacturerContent = {
  id: 'mercedes-benz',
  name: 'メルセデス・ベンツ',
  englishName: 'Mercedes-Benz',
  imported: true,
  models: [
    {
      id: 'mercedes-benz-v-class',
      name: 'Vクラス',
      variants: [
        {
          key: 'v220d-avantgarde',
          name: 'V220 d アバンギャルド',
          kind: 'minivan',
          size: 'Standard',
          fuel: 'Diesel',
          seats: 7,
          sleeps: 0,
          mm: [5150, 1930, 1930],
          facilities: [...everyday, 'power-sliding-door', 'cruise-control', 'bluetooth-audio'],
        },
        {
          key: 'marco-polo',
          name: 'マルコポーロ（ポップアップルーフ・左ハンドル）',
          kind: 'camping-car',
          size: 'Standard',
          steering: 'Left',
          fuel: 'Diesel',
          seats: 4,
          sleeps: 4,
          mm: [5140, 1928, 1980],
          facilities: [
            'pop-up-roof',
            'bed',
            'curtains',
            'sub-battery',
            'charging-while-driving',
            'ff-heater',
            'refrigerator',
            'sink',
            'water-tank',
            'gas-stove',
            'table',
            'back-camera',
            'cruise-control',
          ],
        },
      ],
    },
    {
      id: 'mercedes-benz-sprinter',
      name: 'スプリンター',
      variants: [
        {
          key: 'camper-van',
          name: 'キャンパーバン（左ハンドル）',
          kind: 'van-conversion',
          size: 'SemiMedium',
          steering: 'Left',
          fuel: 'Diesel',
          seats: 4,
          sleeps: 2,
          mm: [5932, 2020, 2700],
          facilities: [...vanConversion, 'external-power', 'solar-panel', 'portable-toilet', 'shower', 'cruise-control'],
        },
      ],
    },
  ],
};
