import { enumeration } from './enumeration.js';

/** A car's facts (spec §3). */
export const FuelType = enumeration(['Regular', 'HighOctane', 'Diesel', 'Electric', 'Hybrid', 'Other'], {
  Regular: 'レギュラー',
  HighOctane: 'ハイオク',
  Diesel: '軽油（ディーゼル）',
  Electric: '電気',
  Hybrid: 'ハイブリッド',
  Other: 'その他',
});
export type FuelType = (typeof FuelType.values)[number];

export const SteeringSide = enumeration(['Right', 'Left'], { Right: '右ハンドル', Left: '左ハンドル' });
export type SteeringSide = (typeof SteeringSide.values)[number];

export const Transmission = enumeration(['Automatic', 'Manual'], { Automatic: 'AT（オートマ）', Manual: 'MT（マニュアル）' });
export type Transmission = (typeof Transmission.values)[number];

export const CarServiceType = enumeration(['CarShare', 'RentalCar'], { CarShare: 'カーシェア', RentalCar: 'レンタカー' });
export type CarServiceType = (typeof CarServiceType.values)[number];

export const CarSizeClass = enumeration(['Large', 'Medium', 'SemiMedium', 'Standard', 'Small'], {
  Large: '大型',
  Medium: '中型',
  SemiMedium: '準中型',
  Standard: '普通',
  Small: '軽自動車',
});
export type CarSizeClass = (typeof CarSizeClass.values)[number];

export const DoorCount = enumeration(['Two', 'Four'], { Two: '2ドア', Four: '4ドア' });
export type DoorCount = (typeof DoorCount.values)[number];
