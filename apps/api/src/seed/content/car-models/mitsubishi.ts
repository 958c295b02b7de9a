import { everyday } from './equipment.js';
import type { CarManufacturerContent } from './types.js';

export const mitsubishi: CarManufacturerContent = {
  id: 'mitsubishi',
  name: '三菱',
  englishName: 'Mitsubishi',
  imported: false,
  models: [
    {
      id: 'mitsubishi-delica-d5',
      name: 'デリカD:5',
      variants: [
        {
          key: 'p',
          name: 'P（ディーゼル・4WD）',
          kind: 'minivan',
          size: 'Standard',
          fuel: 'Diesel',
          seats: 7,
          sleeps: 0,
          mm: [4800, 1795, 1875],
          facilities: [...everyday, '4wd', 'power-sliding-door', 'cruise-control'],
        },
        {
          key: 'g-power-package',
          name: 'G パワーパッケージ',
          kind: 'minivan',
          size: 'Standard',
          fuel: 'Diesel',
          seats: 8,
          sleeps: 0,
          mm: [4800, 1795, 1875],
          facilities: [...everyday, '4wd', 'power-sliding-door'],
        },
        {
          key: 'pop-up-camper',
          name: 'キャンパー（ポップアップルーフ）',
          kind: 'camping-car',
          size: 'Standard',
          fuel: 'Diesel',
          seats: 7,
          sleeps: 4,
          mm: [4800, 1795, 2260],
          facilities: [
            ...everyday,
            '4wd',
            'pop-up-roof',
            'bed',
            'curtains',
            'sub-battery',
            'charging-while-driving',
            'inverter',
            'ff-heater',
          ],
        },
      ],
    },
  ],
};
