import { everyday, keiCamper } from './equipment.js';
import type { CarManufacturerContent } from './types.js';

export const daihatsu: CarManufacturerContent = {
  id: 'daihatsu',
  name: 'ダイハツ',
  englishName: 'Daihatsu',
  imported: false,
  models: [
    {
      id: 'daihatsu-hijet',
      name: 'ハイゼット',
      variants: [
        {
          key: 'cargo-cruise',
          name: 'カーゴ クルーズ',
          kind: 'kei-car',
          size: 'Small',
          fuel: 'Regular',
          seats: 4,
          sleeps: 0,
          mm: [3395, 1475, 1890],
          facilities: everyday,
        },
        {
          key: 'truck-camper',
          name: 'トラック 軽キャンパー（シェル架装）',
          kind: 'kei-camper',
          size: 'Small',
          fuel: 'Regular',
          seats: 2,
          sleeps: 2,
          mm: [3395, 1475, 2480],
          facilities: [...keiCamper, 'ff-heater', 'refrigerator', '4wd'],
        },
      ],
    },
    {
      id: 'daihatsu-atrai',
      name: 'アトレー',
      variants: [
        {
          key: 'rs',
          name: 'RS',
          kind: 'kei-car',
          size: 'Small',
          fuel: 'Regular',
          seats: 4,
          sleeps: 0,
          mm: [3395, 1475, 1890],
          facilities: [...everyday, 'power-sliding-door'],
        },
        {
          key: 'kei-camper',
          name: '軽キャンパー（RS ベース）',
          kind: 'kei-camper',
          size: 'Small',
          fuel: 'Regular',
          seats: 4,
          sleeps: 2,
          mm: [3395, 1475, 1890],
          facilities: keiCamper,
        },
      ],
    },
  ],
};
