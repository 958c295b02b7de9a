import { enumeration } from './enumeration.js';

/** Where a listing is: the regions and the 47 prefectures (spec §3). */
export const Region = enumeration(['Hokkaido', 'Tohoku', 'Kanto', 'Chubu', 'Kinki', 'Chugoku', 'Shikoku', 'Kyushu', 'Okinawa'], {
  Hokkaido: '北海道',
  Tohoku: '東北',
  Kanto: '関東',
  Chubu: '中部',
  Kinki: '近畿',
  Chugoku: '中国',
  Shikoku: '四国',
  Kyushu: '九州',
  Okinawa: '沖縄',
});
export type Region = (typeof Region.values)[number];

/** The 47 prefectures in JIS X 0401 order (code 1 = 北海道 … 47 = 沖縄県), each with its region. */
export const prefectures = [
  { code: 1, value: 'Hokkaido', label: '北海道', region: 'Hokkaido' },
  { code: 2, value: 'Aomori', label: '青森県', region: 'Tohoku' },
  { code: 3, value: 'Iwate', label: '岩手県', region: 'Tohoku' },
  { code: 4, value: 'Miyagi', label: '宮城県', region: 'Tohoku' },
  { code: 5, value: 'Akita', label: '秋田県', region: 'Tohoku' },
  { code: 6, value: 'Yamagata', label: '山形県', region: 'Tohoku' },
  { code: 7, value: 'Fukushima', label: '福島県', region: 'Tohoku' },
  { code: 8, value: 'Ibaraki', label: '茨城県', region: 'Kanto' },
  { code: 9, value: 'Tochigi', label: '栃木県', region: 'Kanto' },
  { code: 10, value: 'Gunma', label: '群馬県', region: 'Kanto' },
  { code: 11, value: 'Saitama', label: '埼玉県', region: 'Kanto' },
  { code: 12, value: 'Chiba', label: '千葉県', region: 'Kanto' },
  { code: 13, value: 'Tokyo', label: '東京都', region: 'Kanto' },
  { code: 14, value: 'Kanagawa', label: '神奈川県', region: 'Kanto' },
  { code: 15, value: 'Niigata', label: '新潟県', region: 'Chubu' },
  { code: 16, value: 'Toyama', label: '富山県', region: 'Chubu' },
  { code: 17, value: 'Ishikawa', label: '石川県', region: 'Chubu' },
  { code: 18, value: 'Fukui', label: '福井県', region: 'Chubu' },
  { code: 19, value: 'Yamanashi', label: '山梨県', region: 'Chubu' },
  { code: 20, value: 'Nagano', label: '長野県', region: 'Chubu' },
  { code: 21, value: 'Gifu', label: '岐阜県', region: 'Chubu' },
  { code: 22, value: 'Shizuoka', label: '静岡県', region: 'Chubu' },
  { code: 23, value: 'Aichi', label: '愛知県', region: 'Chubu' },
  { code: 24, value: 'Mie', label: '三重県', region: 'Kinki' },
  { code: 25, value: 'Shiga', label: '滋賀県', region: 'Kinki' },
  { code: 26, value: 'Kyoto', label: '京都府', region: 'Kinki' },
  { code: 27, value: 'Osaka', label: '大阪府', region: 'Kinki' },
  { code: 28, value: 'Hyogo', label: '兵庫県', region: 'Kinki' },
  { code: 29, value: 'Nara', label: '奈良県', region: 'Kinki' },
  { code: 30, value: 'Wakayama', label: '和歌山県', region: 'Kinki' },
  { code: 31, value: 'Tottori', label: '鳥取県', region: 'Chugoku' },
  { code: 32, value: 'Shimane', label: '島根県', region: 'Chugoku' },
  { code: 33, value: 'Okayama', label: '岡山県', region: 'Chugoku' },
  { code: 34, value: 'Hiroshima', label: '広島県', region: 'Chugoku' },
  { code: 35, value: 'Yamaguchi', label: '山口県', region: 'Chugoku' },
  { code: 36, value: 'Tokushima', label: '徳島県', region: 'Shikoku' },
  { code: 37, value: 'Kagawa', label: '香川県', region: 'Shikoku' },
  { code: 38, value: 'Ehime', label: '愛媛県', region: 'Shikoku' },
  { code: 39, value: 'Kochi', label: '高知県', region: 'Shikoku' },
  { code: 40, value: 'Fukuoka', label: '福岡県', region: 'Kyushu' },
  { code: 41, value: 'Saga', label: '佐賀県', region: 'Kyushu' },
  { code: 42, value: 'Nagasaki', label: '長崎県', region: 'Kyushu' },
  { code: 43, value: 'Kumamoto', label: '熊本県', region: 'Kyushu' },
  { code: 44, value: 'Oita', label: '大分県', region: 'Kyushu' },
  { code: 45, value: 'Miyazaki', label: '宮崎県', region: 'Kyushu' },
  { code: 46, value: 'Kagoshima', label: '鹿児島県', region: 'Kyushu' },
  { code: 47, value: 'Okinawa', label: '沖縄県', region: 'Okinawa' },
] as const satisfies readonly { code: number; value: string; label: string; region: Region }[];

export type Prefecture = (typeof prefectures)[number]['value'];
export const Prefecture = enumeration(
  prefectures.map((p) => p.value) as unknown as readonly [Prefecture, ...Prefecture[]],
  Object.fromEntries(prefectures.map((p) => [p.value, p.label])) as Record<Prefecture, string>,
);

export function prefecturesOf(region: Region): readonly (typeof prefectures)[number][] {
  return prefectures.filter((p) => p.region === region);
}

export function regionOf(prefecture: Prefecture): Region {
  const found = prefectures.find((p) => p.value === prefecture);
  if (!found) throw new Error(`unknown prefecture ${prefecture}`);
  return found.region;
}
