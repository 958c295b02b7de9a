import type { Prefecture } from '@kurumatabi/contract/enums';

/**
 * Real towns per prefecture, with a rough centre (for a map pin, never a street), used by the demo
 * listings and the benchmark data generator so that every region has believable places.
 */
export interface Place {
  city: string;
  latitude: number;
  longitude: number;
  /** A postal code of the town (its main office), for listings that need one. */
  postalCode: string;
}

export const placesByPrefecture: Record<Prefecture, readonly Place[]> = {
  Hokkaido: [
    { city: '札幌市中央区', latitude: 43.055, longitude: 141.341, postalCode: '060-0001' },
    { city: '旭川市', latitude: 43.771, longitude: 142.365, postalCode: '070-0031' },
    { city: '富良野市', latitude: 43.342, longitude: 142.383, postalCode: '076-0011' },
    { city: '函館市', latitude: 41.768, longitude: 140.729, postalCode: '040-0001' },
  ],
  Aomori: [
    { city: '青森市', latitude: 40.822, longitude: 140.747, postalCode: '030-0801' },
    { city: '弘前市', latitude: 40.603, longitude: 140.464, postalCode: '036-8001' },
  ],
  Iwate: [
    { city: '盛岡市', latitude: 39.702, longitude: 141.154, postalCode: '020-0021' },
    { city: '八幡平市', latitude: 39.926, longitude: 141.095, postalCode: '028-7111' },
  ],
  Miyagi: [
    { city: '仙台市青葉区', latitude: 38.268, longitude: 140.869, postalCode: '980-0811' },
    { city: '松島町', latitude: 38.38, longitude: 141.067, postalCode: '981-0213' },
  ],
  Akita: [
    { city: '秋田市', latitude: 39.72, longitude: 140.103, postalCode: '010-0001' },
    { city: '仙北市', latitude: 39.7, longitude: 140.73, postalCode: '014-0300' },
  ],
  Yamagata: [
    { city: '山形市', latitude: 38.24, longitude: 140.363, postalCode: '990-0031' },
    { city: '鶴岡市', latitude: 38.727, longitude: 139.827, postalCode: '997-0031' },
  ],
  Fukushima: [
    { city: '会津若松市', latitude: 37.494, longitude: 139.93, postalCode: '965-0871' },
    { city: '郡山市', latitude: 37.4, longitude: 140.36, postalCode: '963-8001' },
  ],
  Ibaraki: [
    { city: 'つくば市', latitude: 36.083, longitude: 140.077, postalCode: '305-0031' },
    { city: '大洗町', latitude: 36.313, longitude: 140.575, postalCode: '311-1301' },
  ],
  Tochigi: [
    { city: '日光市', latitude: 36.72, longitude: 139.698, postalCode: '321-1401' },
    { city: '那須町', latitude: 37.02, longitude: 140.121, postalCode: '329-3201' },
  ],
  Gunma: [
    { city: '前橋市', latitude: 36.389, longitude: 139.063, postalCode: '371-0023' },
    { city: '草津町', latitude: 36.621, longitude: 138.596, postalCode: '377-1711' },
  ],
  Saitama: [
    { city: 'さいたま市大宮区', latitude: 35.906, longitude: 139.624, postalCode: '330-0801' },
    { city: '秩父市', latitude: 35.992, longitude: 139.085, postalCode: '368-0031' },
  ],
  Chiba: [
    { city: '千葉市中央区', latitude: 35.607, longitude: 140.106, postalCode: '260-0001' },
    { city: '南房総市', latitude: 34.997, longitude: 139.869, postalCode: '299-2401' },
    { city: '木更津市', latitude: 35.376, longitude: 139.917, postalCode: '292-0801' },
  ],
  Tokyo: [
    { city: '世田谷区', latitude: 35.646, longitude: 139.653, postalCode: '154-0001' },
    { city: '練馬区', latitude: 35.736, longitude: 139.652, postalCode: '176-0001' },
    { city: '江東区', latitude: 35.673, longitude: 139.817, postalCode: '135-0001' },
    { city: '八王子市', latitude: 35.666, longitude: 139.316, postalCode: '192-0001' },
  ],
  Kanagawa: [
    { city: '横浜市港北区', latitude: 35.519, longitude: 139.633, postalCode: '222-0001' },
    { city: '川崎市中原区', latitude: 35.576, longitude: 139.659, postalCode: '211-0001' },
    { city: '箱根町', latitude: 35.232, longitude: 139.107, postalCode: '250-0311' },
    { city: '鎌倉市', latitude: 35.319, longitude: 139.547, postalCode: '248-0001' },
  ],
  Niigata: [
    { city: '新潟市中央区', latitude: 37.916, longitude: 139.036, postalCode: '951-8001' },
    { city: '湯沢町', latitude: 36.936, longitude: 138.81, postalCode: '949-6101' },
  ],
  Toyama: [
    { city: '富山市', latitude: 36.696, longitude: 137.214, postalCode: '930-0001' },
    { city: '立山町', latitude: 36.663, longitude: 137.313, postalCode: '930-0201' },
  ],
  Ishikawa: [
    { city: '金沢市', latitude: 36.561, longitude: 136.656, postalCode: '920-0001' },
    { city: '輪島市', latitude: 37.39, longitude: 136.899, postalCode: '928-0001' },
  ],
  Fukui: [
    { city: '福井市', latitude: 36.064, longitude: 136.219, postalCode: '910-0001' },
    { city: '坂井市', latitude: 36.167, longitude: 136.231, postalCode: '919-0501' },
  ],
  Yamanashi: [
    { city: '富士河口湖町', latitude: 35.497, longitude: 138.755, postalCode: '401-0301' },
    { city: '北杜市', latitude: 35.776, longitude: 138.423, postalCode: '408-0001' },
    { city: '甲府市', latitude: 35.662, longitude: 138.568, postalCode: '400-0001' },
    { city: '甲州市', latitude: 35.704, longitude: 138.728, postalCode: '409-1301' },
  ],
  Nagano: [
    { city: '松本市', latitude: 36.238, longitude: 137.972, postalCode: '390-0801' },
    { city: '軽井沢町', latitude: 36.348, longitude: 138.597, postalCode: '389-0101' },
    { city: '白馬村', latitude: 36.698, longitude: 137.862, postalCode: '399-9301' },
    { city: '長野市', latitude: 36.649, longitude: 138.181, postalCode: '380-0801' },
  ],
  Gifu: [
    { city: '高山市', latitude: 36.146, longitude: 137.252, postalCode: '506-0001' },
    { city: '郡上市', latitude: 35.748, longitude: 136.964, postalCode: '501-4201' },
  ],
  Shizuoka: [
    { city: '富士宮市', latitude: 35.222, longitude: 138.621, postalCode: '418-0001' },
    { city: '伊東市', latitude: 34.966, longitude: 139.102, postalCode: '414-0001' },
    { city: '浜松市中央区', latitude: 34.711, longitude: 137.726, postalCode: '430-0901' },
  ],
  Aichi: [
    { city: '名古屋市中区', latitude: 35.168, longitude: 136.909, postalCode: '460-0001' },
    { city: '豊田市', latitude: 35.083, longitude: 137.156, postalCode: '471-0001' },
  ],
  Mie: [
    { city: '伊勢市', latitude: 34.487, longitude: 136.709, postalCode: '516-0001' },
    { city: '志摩市', latitude: 34.328, longitude: 136.83, postalCode: '517-0501' },
  ],
  Shiga: [
    { city: '大津市', latitude: 35.018, longitude: 135.855, postalCode: '520-0001' },
    { city: '高島市', latitude: 35.353, longitude: 136.036, postalCode: '520-1501' },
  ],
  Kyoto: [
    { city: '京都市左京区', latitude: 35.048, longitude: 135.78, postalCode: '606-0801' },
    { city: '京丹後市', latitude: 35.624, longitude: 135.061, postalCode: '627-0001' },
  ],
  Osaka: [
    { city: '大阪市北区', latitude: 34.705, longitude: 135.498, postalCode: '530-0001' },
    { city: '堺市堺区', latitude: 34.573, longitude: 135.483, postalCode: '590-0001' },
    { city: '吹田市', latitude: 34.759, longitude: 135.517, postalCode: '564-0001' },
  ],
  Hyogo: [
    { city: '神戸市中央区', latitude: 34.69, longitude: 135.196, postalCode: '650-0001' },
    { city: '淡路市', latitude: 34.44, longitude: 134.915, postalCode: '656-1501' },
    { city: '豊岡市', latitude: 35.544, longitude: 134.82, postalCode: '668-0001' },
  ],
  Nara: [
    { city: '奈良市', latitude: 34.685, longitude: 135.805, postalCode: '630-8001' },
    { city: '吉野町', latitude: 34.396, longitude: 135.857, postalCode: '639-3101' },
  ],
  Wakayama: [
    { city: '白浜町', latitude: 33.678, longitude: 135.348, postalCode: '649-2201' },
    { city: '田辺市', latitude: 33.728, longitude: 135.378, postalCode: '646-0001' },
  ],
  Tottori: [
    { city: '鳥取市', latitude: 35.501, longitude: 134.235, postalCode: '680-0001' },
    { city: '大山町', latitude: 35.511, longitude: 133.496, postalCode: '689-3301' },
  ],
  Shimane: [
    { city: '松江市', latitude: 35.468, longitude: 133.048, postalCode: '690-0001' },
    { city: '出雲市', latitude: 35.367, longitude: 132.755, postalCode: '693-0001' },
  ],
  Okayama: [
    { city: '倉敷市', latitude: 34.585, longitude: 133.772, postalCode: '710-0001' },
    { city: '真庭市', latitude: 35.075, longitude: 133.753, postalCode: '719-3201' },
  ],
  Hiroshima: [
    { city: '広島市中区', latitude: 34.386, longitude: 132.455, postalCode: '730-0001' },
    { city: '尾道市', latitude: 34.409, longitude: 133.205, postalCode: '722-0001' },
    { city: '廿日市市', latitude: 34.348, longitude: 132.332, postalCode: '738-0001' },
  ],
  Yamaguchi: [
    { city: '下関市', latitude: 33.958, longitude: 130.941, postalCode: '750-0001' },
    { city: '萩市', latitude: 34.408, longitude: 131.399, postalCode: '758-0001' },
  ],
  Tokushima: [
    { city: '徳島市', latitude: 34.07, longitude: 134.555, postalCode: '770-0801' },
    { city: '三好市', latitude: 34.026, longitude: 133.807, postalCode: '778-0001' },
  ],
  Kagawa: [
    { city: '高松市', latitude: 34.343, longitude: 134.047, postalCode: '760-0001' },
    { city: '小豆島町', latitude: 34.482, longitude: 134.317, postalCode: '761-4401' },
  ],
  Ehime: [
    { city: '松山市', latitude: 33.84, longitude: 132.766, postalCode: '790-0001' },
    { city: '今治市', latitude: 34.066, longitude: 132.998, postalCode: '794-0001' },
  ],
  Kochi: [
    { city: '高知市', latitude: 33.559, longitude: 133.531, postalCode: '780-0801' },
    { city: '四万十市', latitude: 32.991, longitude: 132.934, postalCode: '787-0001' },
  ],
  Fukuoka: [
    { city: '福岡市中央区', latitude: 33.589, longitude: 130.393, postalCode: '810-0001' },
    { city: '糸島市', latitude: 33.557, longitude: 130.195, postalCode: '819-1101' },
    { city: '北九州市小倉北区', latitude: 33.883, longitude: 130.875, postalCode: '802-0001' },
  ],
  Saga: [
    { city: '唐津市', latitude: 33.45, longitude: 129.968, postalCode: '847-0001' },
    { city: '嬉野市', latitude: 33.127, longitude: 129.989, postalCode: '843-0301' },
  ],
  Nagasaki: [
    { city: '長崎市', latitude: 32.75, longitude: 129.878, postalCode: '850-0001' },
    { city: '佐世保市', latitude: 33.18, longitude: 129.715, postalCode: '857-0001' },
  ],
  Kumamoto: [
    { city: '阿蘇市', latitude: 32.952, longitude: 131.121, postalCode: '869-2201' },
    { city: '熊本市中央区', latitude: 32.803, longitude: 130.708, postalCode: '860-0001' },
  ],
  Oita: [
    { city: '別府市', latitude: 33.285, longitude: 131.491, postalCode: '874-0001' },
    { city: '由布市', latitude: 33.18, longitude: 131.427, postalCode: '879-5101' },
  ],
  Miyazaki: [
    { city: '宮崎市', latitude: 31.908, longitude: 131.42, postalCode: '880-0001' },
    { city: '高千穂町', latitude: 32.711, longitude: 131.307, postalCode: '882-1101' },
  ],
  Kagoshima: [
    { city: '鹿児島市', latitude: 31.597, longitude: 130.557, postalCode: '890-0001' },
    { city: '霧島市', latitude: 31.741, longitude: 130.763, postalCode: '899-4301' },
    { city: '屋久島町', latitude: 30.335, longitude: 130.503, postalCode: '891-4201' },
  ],
  Okinawa: [
    { city: '那覇市', latitude: 26.212, longitude: 127.681, postalCode: '900-0001' },
    { city: '名護市', latitude: 26.592, longitude: 127.977, postalCode: '905-0001' },
    { city: '石垣市', latitude: 24.34, longitude: 124.156, postalCode: '907-0001' },
    { city: '国頭村', latitude: 26.746, longitude: 128.178, postalCode: '905-1401' },
  ],
};
