import type { CarManufacturerContent } from './types.js';

export const volkswagen: CarManufacturerContent = {
  id: 'volkswagen',
  name: 'フォルクスワーゲン',
  englishName: 'Volkswagen',
  imported: true,
  models: [
    {
      id: 'volkswagen-california',
      name: 'カリフォルニア',
      variants: [
        {
          key: 'ocean',
          name: 'T6.1 オーシャン（左ハンドル）',
          kind: 'camping-car',
          size: 'Standard',
          steering: 'Left',
          fuel: 'Diesel',
          seats: 4,
          sleeps: 4,
          mm: [4904, 1904, 1990],
          facilities: [
            'pop-up-roof',
            'bed',
            'curtains',
            'sub-battery',
            'charging-while-driving',
            'external-power',
            'ff-heater',
            'refrigerator',
            'sink',
            'water-tank',
            'gas-stove',
            'table',
            'side-awning',
            'back-camera',
            'cruise-control',
          ],
        },
      ],
    },
  ],
};
