import type { CarServiceType, Prefecture } from '@kurumatabi/contract/enums';
import type { SpotScene } from '../art/spot-scenes.js';
import type { VehicleBody } from '../art/vehicles.js';

/**
 * The demo shop window: cars and spots in all nine regions, listed by the demo owner and provider
 * and by a few seeded hosts (users without a sign-in, like owners who joined long ago). Photos are
 * the project's own illustrations (art/), drawn from `art` with a fixed seed.
 */

export interface DemoHost {
  key: string;
  name: string;
  /** A fixed identity uid; these hosts cannot sign in (no identity exists for them). */
  uid: string;
  email: string;
  joinedOn: string;
}

/** Hosts besides the demo accounts `carOwner` and `facilityProvider`. */
export const demoHosts: readonly DemoHost[] = [
  {
    key: 'hokkaido',
    name: '北の大地キャンパーズ',
    uid: 'seed-host-hokkaido',
    email: 'hokkaido@seed.kurumatabi.jp',
    joinedOn: '2024-04-12',
  },
  { key: 'tohoku', name: '伊藤 亮', uid: 'seed-host-tohoku', email: 'tohoku@seed.kurumatabi.jp', joinedOn: '2024-09-03' },
  { key: 'chubu', name: 'アルプスバンライフ', uid: 'seed-host-chubu', email: 'chubu@seed.kurumatabi.jp', joinedOn: '2023-11-20' },
  { key: 'kinki', name: '中村 由紀', uid: 'seed-host-kinki', email: 'kinki@seed.kurumatabi.jp', joinedOn: '2025-02-14' },
  { key: 'chugoku', name: 'せとうちRV', uid: 'seed-host-chugoku', email: 'chugoku@seed.kurumatabi.jp', joinedOn: '2024-06-30' },
  { key: 'shikoku', name: '渡辺 大輔', uid: 'seed-host-shikoku', email: 'shikoku@seed.kurumatabi.jp', joinedOn: '2025-05-08' },
  {
    key: 'kyushu',
    name: '九州キャンピングカーレンタル',
    uid: 'seed-host-kyushu',
    email: 'kyushu@seed.kurumatabi.jp',
    joinedOn: '2023-08-01',
  },
  { key: 'okinawa', name: 'やんばる車旅', uid: 'seed-host-okinawa', email: 'okinawa@seed.kurumatabi.jp', joinedOn: '2025-03-21' },
];

/** `carOwner` and `facilityProvider` are the demo accounts; any other key is a demo host. */
export type DemoHostKey = 'carOwner' | 'facilityProvider' | (typeof demoHosts)[number]['key'];

export interface DemoCar {
  host: DemoHostKey;
  serviceType: CarServiceType;
  carVariantId: string;
  title: string;
  description: string;
  prefecture: Prefecture;
  /** Index into placesByPrefecture[prefecture]. */
  place: number;
  pricePerDay: number;
  insurancePricePerDay: number;
  cleaningFee: number;
  options: readonly { additionalFacilityId: string; price: number; priceUnit: 'Oneshot' | 'PerDay' | 'PerUnit' }[];
  ruleIds: readonly string[];
  art: { body: VehicleBody; seeds: readonly number[] };
  /** Favourites it starts with (its popularity). */
  popularity: number;
}

const camperRules = ['no-smoking', 'age-21-or-over', 'full-tank-return', 'overnight-designated-only'] as const;

export const demoCars: readonly DemoCar[] = [
  {
    host: 'carOwner',
    serviceType: 'CarShare',
    carVariantId: 'toyota-hiace-super-long-camper',
    title: 'ハイエース スーパーロング キャンパー｜家族4人でゆったり車中泊',
    description:
      '週末は家族で使っているハイエースのバンコンです。大人2人＋子ども2人が並んで眠れるフルフラットベッド、FFヒーター、サブバッテリーを装備。\n三軒茶屋駅から徒歩8分の自宅ガレージでお渡しします。初めての方にも装備の使い方を丁寧にご説明します。',
    prefecture: 'Tokyo',
    place: 0,
    pricePerDay: 16800,
    insurancePricePerDay: 2200,
    cleaningFee: 3300,
    options: [
      { additionalFacilityId: 'bedding-set', price: 1100, priceUnit: 'PerUnit' },
      { additionalFacilityId: 'table-chair-set', price: 1500, priceUnit: 'Oneshot' },
      { additionalFacilityId: 'child-seat', price: 550, priceUnit: 'PerDay' },
    ],
    ruleIds: [...camperRules, 'pets-not-allowed'],
    art: { body: 'van', seeds: [101, 102, 103] },
    popularity: 42,
  },
  {
    host: 'carOwner',
    serviceType: 'CarShare',
    carVariantId: 'honda-n-van-kei-camper',
    title: 'N-VAN 軽キャンパー｜ふたり旅にちょうどいいサイズ',
    description:
      '運転しやすい軽自動車ベースのキャンパーです。ベッドキットとポータブル電源つきで、都内の細い道でも安心。高速代を抑えたい週末旅におすすめです。',
    prefecture: 'Tokyo',
    place: 0,
    pricePerDay: 8800,
    insurancePricePerDay: 1100,
    cleaningFee: 2200,
    options: [
      { additionalFacilityId: 'portable-power-station', price: 1000, priceUnit: 'PerDay' },
      { additionalFacilityId: 'sleeping-bag', price: 800, priceUnit: 'PerUnit' },
    ],
    ruleIds: ['no-smoking', 'pets-allowed', 'full-tank-return'],
    art: { body: 'kei', seeds: [111, 112] },
    popularity: 27,
  },
  {
    host: 'carOwner',
    serviceType: 'CarShare',
    carVariantId: 'toyota-alphard-z-hybrid',
    title: 'アルファード ハイブリッド｜7人乗りで箱根・鎌倉へ',
    description: '3列シートの広々ミニバン。両側パワースライドドアで小さなお子さま連れでも乗り降りが楽です。ETC・ドライブレコーダーつき。',
    prefecture: 'Kanagawa',
    place: 0,
    pricePerDay: 14300,
    insurancePricePerDay: 1650,
    cleaningFee: 0,
    options: [{ additionalFacilityId: 'child-seat', price: 550, priceUnit: 'PerDay' }],
    ruleIds: ['no-smoking', 'pets-not-allowed', 'full-tank-return', 'clean-return'],
    art: { body: 'minivan', seeds: [121, 122] },
    popularity: 18,
  },
  {
    host: 'hokkaido',
    serviceType: 'RentalCar',
    carVariantId: 'toyota-camroad-cab-conversion-4wd',
    title: 'カムロード 4WD キャブコン｜冬の北海道も安心のFFヒーター',
    description:
      '北海道の道を知り尽くしたスタッフが整備するキャブコンです。4WD・スタッドレスタイヤ・FFヒーターで冬も快適。新千歳空港への送迎もご相談ください。',
    prefecture: 'Hokkaido',
    place: 0,
    pricePerDay: 24200,
    insurancePricePerDay: 3300,
    cleaningFee: 5500,
    options: [
      { additionalFacilityId: 'bedding-set', price: 1650, priceUnit: 'PerUnit' },
      { additionalFacilityId: 'bbq-set', price: 3300, priceUnit: 'Oneshot' },
    ],
    ruleIds: [...camperRules, 'driving-experience-1-year'],
    art: { body: 'cabover', seeds: [131, 132, 133] },
    popularity: 55,
  },
  {
    host: 'hokkaido',
    serviceType: 'RentalCar',
    carVariantId: 'suzuki-every-kei-camper-4wd',
    title: 'エブリイ 4WD 軽キャンパー｜富良野・美瑛めぐりに',
    description: '富良野・美瑛の丘めぐりにちょうどいいサイズの軽キャンパー。ポップアップルーフで大人2人がゆったり眠れます。',
    prefecture: 'Hokkaido',
    place: 2,
    pricePerDay: 11000,
    insurancePricePerDay: 1650,
    cleaningFee: 3300,
    options: [{ additionalFacilityId: 'cooler-box', price: 550, priceUnit: 'Oneshot' }],
    ruleIds: ['no-smoking', 'pets-not-allowed', 'full-tank-return'],
    art: { body: 'kei', seeds: [141, 142] },
    popularity: 31,
  },
  {
    host: 'tohoku',
    serviceType: 'CarShare',
    carVariantId: 'mitsubishi-delica-d5-pop-up-camper',
    title: 'デリカD:5 ポップアップ｜温泉と紅葉をめぐる東北旅',
    description: '悪路に強いデリカD:5のポップアップキャンパーです。蔵王・松島・平泉への旅に。仙台駅東口でお渡しできます。',
    prefecture: 'Miyagi',
    place: 0,
    pricePerDay: 15400,
    insurancePricePerDay: 2200,
    cleaningFee: 3300,
    options: [{ additionalFacilityId: 'lantern', price: 500, priceUnit: 'Oneshot' }],
    ruleIds: ['no-smoking', 'pets-allowed', 'full-tank-return'],
    art: { body: 'minivan', seeds: [151, 152] },
    popularity: 12,
  },
  {
    host: 'chubu',
    serviceType: 'CarShare',
    carVariantId: 'toyota-hiace-van-conversion-4wd',
    title: 'ハイエース 4WD バンコン｜白馬・安曇野でスノーボード旅',
    description: 'スキー板・スノーボードを積めるラゲッジと4WD。FFヒーターで冬の車中泊も暖かく過ごせます。松本駅から車で15分。',
    prefecture: 'Nagano',
    place: 0,
    pricePerDay: 19800,
    insurancePricePerDay: 2750,
    cleaningFee: 4400,
    options: [
      { additionalFacilityId: 'tire-chains-rental', price: 1100, priceUnit: 'Oneshot' },
      { additionalFacilityId: 'bedding-set', price: 1100, priceUnit: 'PerUnit' },
    ],
    ruleIds: [...camperRules],
    art: { body: 'van', seeds: [161, 162, 163] },
    popularity: 38,
  },
  {
    host: 'chubu',
    serviceType: 'CarShare',
    carVariantId: 'volkswagen-california-ocean',
    title: 'VW カリフォルニア オーシャン｜富士山を望む河口湖の旅に',
    description: '憧れのフォルクスワーゲン カリフォルニア。ポップアップルーフ、キッチン、冷蔵庫つきで、2人旅から4人家族まで。',
    prefecture: 'Yamanashi',
    place: 0,
    pricePerDay: 27500,
    insurancePricePerDay: 3300,
    cleaningFee: 5500,
    options: [{ additionalFacilityId: 'table-chair-set', price: 1500, priceUnit: 'Oneshot' }],
    ruleIds: [...camperRules, 'age-25-or-over'],
    art: { body: 'van', seeds: [171, 172] },
    popularity: 47,
  },
  {
    host: 'kinki',
    serviceType: 'CarShare',
    carVariantId: 'nissan-caravan-multi-bed',
    title: 'キャラバン マルチベッド｜京都から丹後・天橋立へ',
    description: 'マルチベッドで荷物も人もたっぷり。京都市内から日本海側へのドライブにぴったりです。犬と一緒の旅も歓迎します。',
    prefecture: 'Kyoto',
    place: 0,
    pricePerDay: 14800,
    insurancePricePerDay: 2200,
    cleaningFee: 3300,
    options: [{ additionalFacilityId: 'pet-cage', price: 1000, priceUnit: 'Oneshot' }],
    ruleIds: ['no-smoking', 'pets-allowed', 'full-tank-return'],
    art: { body: 'van', seeds: [181, 182] },
    popularity: 22,
  },
  {
    host: 'kinki',
    serviceType: 'RentalCar',
    carVariantId: 'toyota-noah-s-z-hybrid',
    title: 'ノア ハイブリッド｜大阪・吹田から家族でUSJ・淡路島へ',
    description: '燃費のよい8人乗りミニバン。チャイルドシートの取り付けもお任せください。',
    prefecture: 'Osaka',
    place: 2,
    pricePerDay: 9900,
    insurancePricePerDay: 1100,
    cleaningFee: 0,
    options: [{ additionalFacilityId: 'child-seat', price: 550, priceUnit: 'PerDay' }],
    ruleIds: ['no-smoking', 'pets-not-allowed', 'full-tank-return'],
    art: { body: 'minivan', seeds: [191, 192] },
    popularity: 9,
  },
  {
    host: 'chugoku',
    serviceType: 'RentalCar',
    carVariantId: 'toyota-townace-pop-up-camper',
    title: 'タウンエース ポップアップ｜しまなみ海道サイクリング旅',
    description: '自転車キャリアつきのコンパクトキャンパー。尾道からしまなみ海道へ、自転車と車中泊の旅を楽しめます。',
    prefecture: 'Hiroshima',
    place: 1,
    pricePerDay: 13200,
    insurancePricePerDay: 1650,
    cleaningFee: 3300,
    options: [{ additionalFacilityId: 'bicycle-carrier', price: 1100, priceUnit: 'Oneshot' }],
    ruleIds: ['no-smoking', 'pets-not-allowed', 'full-tank-return'],
    art: { body: 'van', seeds: [201, 202] },
    popularity: 15,
  },
  {
    host: 'shikoku',
    serviceType: 'CarShare',
    carVariantId: 'toyota-hiace-bed-kit',
    title: 'ハイエース ベッドキット｜四万十川とお遍路の旅に',
    description: 'シンプルで使いやすいベッドキット仕様。高知市内でお渡しします。四国一周の長旅も歓迎です。',
    prefecture: 'Kochi',
    place: 0,
    pricePerDay: 12100,
    insurancePricePerDay: 1650,
    cleaningFee: 2200,
    options: [{ additionalFacilityId: 'sleeping-bag', price: 800, priceUnit: 'PerUnit' }],
    ruleIds: ['no-smoking', 'pets-allowed', 'full-tank-return'],
    art: { body: 'van', seeds: [211, 212] },
    popularity: 8,
  },
  {
    host: 'kyushu',
    serviceType: 'RentalCar',
    carVariantId: 'toyota-coaster-bus-conversion',
    title: 'コースター バスコン｜6人で阿蘇・由布院をめぐる大型キャンパー',
    description: 'マイクロバスベースの本格キャンピングカー。二段ベッド、キッチン、家庭用エアコンつきで、グループ旅行にも。',
    prefecture: 'Fukuoka',
    place: 0,
    pricePerDay: 38500,
    insurancePricePerDay: 4400,
    cleaningFee: 8800,
    options: [
      { additionalFacilityId: 'bedding-set', price: 1650, priceUnit: 'PerUnit' },
      { additionalFacilityId: 'mobile-wifi', price: 550, priceUnit: 'PerDay' },
    ],
    ruleIds: [...camperRules, 'age-25-or-over', 'driving-experience-1-year'],
    art: { body: 'cabover', seeds: [221, 222, 223] },
    popularity: 33,
  },
  {
    host: 'kyushu',
    serviceType: 'RentalCar',
    carVariantId: 'nissan-nv200-pop-up-camper',
    title: 'NV200 ポップアップ｜鹿児島・霧島の温泉めぐり',
    description: '取り回しのよいコンパクトキャンパー。霧島の温泉地をめぐる2泊3日の旅にちょうどいい一台です。',
    prefecture: 'Kagoshima',
    place: 1,
    pricePerDay: 12650,
    insurancePricePerDay: 1650,
    cleaningFee: 3300,
    options: [{ additionalFacilityId: 'cooking-set', price: 1100, priceUnit: 'Oneshot' }],
    ruleIds: ['no-smoking', 'pets-not-allowed', 'full-tank-return'],
    art: { body: 'van', seeds: [231, 232] },
    popularity: 11,
  },
  {
    host: 'okinawa',
    serviceType: 'CarShare',
    carVariantId: 'toyota-hiace-van-conversion-wide',
    title: 'ハイエース ワイド バンコン｜やんばるの海と星空を独り占め',
    description: '名護でお渡しするワイドボディのバンコン。サイドオーニングとテーブルで、海辺の時間をゆっくり楽しめます。',
    prefecture: 'Okinawa',
    place: 1,
    pricePerDay: 17600,
    insurancePricePerDay: 2200,
    cleaningFee: 4400,
    options: [{ additionalFacilityId: 'tarp', price: 1100, priceUnit: 'Oneshot' }],
    ruleIds: [...camperRules],
    art: { body: 'van', seeds: [241, 242] },
    popularity: 29,
  },
  {
    host: 'tohoku',
    serviceType: 'CarShare',
    carVariantId: 'daihatsu-hijet-truck-camper',
    title: 'ハイゼット トラックキャンパー｜秋田・角館の桜旅',
    description: '軽トラックに載せた小さなキャビン。2人で眠れるベッドと小さなシンクがあります。',
    prefecture: 'Akita',
    place: 1,
    pricePerDay: 9900,
    insurancePricePerDay: 1100,
    cleaningFee: 2200,
    options: [],
    ruleIds: ['no-smoking', 'pets-not-allowed', 'full-tank-return'],
    art: { body: 'cabover', seeds: [251] },
    popularity: 5,
  },
];

export interface DemoPlan {
  name: string;
  description: string;
  price: number;
  priceUnit: 'Oneshot' | 'PerDay';
  capacityPerDay: number;
  maxPeople: number;
  checkInTime?: string;
  checkOutTime?: string;
  durationMinutes?: number;
}

export interface DemoSpot {
  host: DemoHostKey;
  spotTypeId: string;
  title: string;
  description: string;
  access: string;
  prefecture: Prefecture;
  place: number;
  addressLine: string;
  basicFacilityIds: readonly string[];
  surroundingFacilityIds: readonly string[];
  ruleIds: readonly string[];
  options: readonly { additionalFacilityId: string; price: number; priceUnit: 'Oneshot' | 'PerDay' | 'PerUnit' }[];
  plans: readonly DemoPlan[];
  art: { scene: SpotScene; seeds: readonly number[] };
  popularity: number;
}

const landTimes = { checkInTime: '15:00', checkOutTime: '10:00' } as const;

export const demoSpots: readonly DemoSpot[] = [
  {
    host: 'facilityProvider',
    spotTypeId: 'rv-park',
    title: 'RVパーク 河口湖レイクサイド｜富士山を正面に望む区画',
    description: '河口湖の北岸、富士山を正面に望むRVパークです。全区画に電源つき。徒歩圏内に日帰り温泉とコンビニがあります。',
    access: '河口湖ICから約10分。国道139号「船津」交差点を左折、受付棟の前でお待ちください。',
    prefecture: 'Yamanashi',
    place: 0,
    addressLine: '船津1234',
    basicFacilityIds: ['power', 'water', 'toilet-24h', 'trash-disposal', 'wifi', 'paved-lot', 'open-24h'],
    surroundingFacilityIds: ['convenience-store', 'hot-spring', 'sightseeing'],
    ruleIds: ['pets-allowed', 'no-open-fire', 'quiet-hours', 'no-idling'],
    options: [
      { additionalFacilityId: 'power-usage', price: 1000, priceUnit: 'PerDay' },
      { additionalFacilityId: 'firewood', price: 800, priceUnit: 'PerUnit' },
    ],
    plans: [
      {
        name: 'スタンダード区画（1泊）',
        description: '普通車〜中型キャンピングカー向けの区画。',
        price: 4000,
        priceUnit: 'PerDay',
        capacityPerDay: 8,
        maxPeople: 4,
        ...landTimes,
      },
      {
        name: '富士山ビュー区画（1泊）',
        description: '湖と富士山を正面に望む最前列の区画。',
        price: 6000,
        priceUnit: 'PerDay',
        capacityPerDay: 3,
        maxPeople: 4,
        ...landTimes,
      },
    ],
    art: { scene: 'lakeside', seeds: [301, 302, 303] },
    popularity: 64,
  },
  {
    host: 'facilityProvider',
    spotTypeId: 'auto-campsite',
    title: '北杜ハイランド オートキャンプ場｜八ヶ岳の森で焚き火',
    description: '八ヶ岳南麓の森に囲まれたオートキャンプ場。焚き火台の貸出あり。夜は満天の星空です。',
    access: '中央道 長坂ICから約15分。',
    prefecture: 'Yamanashi',
    place: 1,
    addressLine: '高根町清里2-10',
    basicFacilityIds: ['water', 'toilet', 'shower', 'kitchen', 'trash-disposal', 'lighting'],
    surroundingFacilityIds: ['supermarket', 'hot-spring', 'hiking-trail'],
    ruleIds: ['pets-allowed', 'no-open-fire', 'quiet-hours', 'no-fireworks'],
    options: [
      { additionalFacilityId: 'fire-pit-rental', price: 1000, priceUnit: 'Oneshot' },
      { additionalFacilityId: 'firewood', price: 800, priceUnit: 'PerUnit' },
    ],
    plans: [
      {
        name: 'オートサイト（1泊）',
        description: '車の横にテントを張れる10m×10mのサイト。',
        price: 5500,
        priceUnit: 'PerDay',
        capacityPerDay: 12,
        maxPeople: 6,
        ...landTimes,
      },
    ],
    art: { scene: 'campsite', seeds: [311, 312] },
    popularity: 41,
  },
  {
    host: 'facilityProvider',
    spotTypeId: 'farm-experience',
    title: '勝沼ぶどう狩り体験｜旬のシャインマスカットを収穫',
    description: '農園スタッフと一緒にぶどう畑を歩き、食べ頃の房を選んで収穫します。お土産用の箱詰めつき。',
    access: '勝沼ICから約5分。農園の駐車場をご利用ください。',
    prefecture: 'Yamanashi',
    place: 3,
    addressLine: '勝沼町下岩崎500',
    basicFacilityIds: ['parking', 'toilet', 'gear-included'],
    surroundingFacilityIds: ['roadside-station', 'restaurant'],
    ruleIds: ['pets-not-allowed', 'minors-with-guardian'],
    options: [],
    plans: [
      {
        name: 'ぶどう狩り（60分）',
        description: '収穫したぶどう1房のお持ち帰りつき。',
        price: 2500,
        priceUnit: 'Oneshot',
        capacityPerDay: 20,
        maxPeople: 6,
        durationMinutes: 60,
      },
    ],
    art: { scene: 'farm', seeds: [321, 322] },
    popularity: 26,
  },
  {
    host: 'hokkaido',
    spotTypeId: 'hot-spring',
    title: '富良野の湯 車中泊スペース｜温泉入り放題で冬も安心',
    description: '源泉かけ流しの温泉施設に併設された車中泊スペース。入浴料込みで、夜遅くまで温泉を楽しめます。',
    access: '富良野駅から車で10分。',
    prefecture: 'Hokkaido',
    place: 2,
    addressLine: '中御料1-2',
    basicFacilityIds: ['bath', 'toilet-24h', 'power', 'paved-lot'],
    surroundingFacilityIds: ['convenience-store', 'ski-resort', 'sightseeing'],
    ruleIds: ['pets-not-allowed', 'no-fire', 'quiet-hours', 'no-idling'],
    options: [{ additionalFacilityId: 'breakfast', price: 1200, priceUnit: 'PerUnit' }],
    plans: [
      {
        name: '車中泊＋入浴（1泊）',
        description: '大人2名までの入浴料込み。',
        price: 3500,
        priceUnit: 'PerDay',
        capacityPerDay: 10,
        maxPeople: 4,
        checkInTime: '16:00',
        checkOutTime: '10:00',
      },
    ],
    art: { scene: 'onsen', seeds: [331, 332] },
    popularity: 37,
  },
  {
    host: 'tohoku',
    spotTypeId: 'overnight-parking',
    title: '蔵王の麓 車中泊スポット｜静かな高原の駐車場',
    description: '蔵王連峰を望む高原の駐車場を、車中泊のためにお貸しします。トイレと水道があります。',
    access: '山形蔵王ICから約20分。',
    prefecture: 'Yamagata',
    place: 0,
    addressLine: '蔵王温泉940',
    basicFacilityIds: ['toilet', 'water', 'open-24h'],
    surroundingFacilityIds: ['hot-spring', 'ski-resort', 'hiking-trail'],
    ruleIds: ['pets-allowed', 'no-fire', 'take-trash-home', 'no-camping-style'],
    options: [],
    plans: [
      {
        name: '1泊（1台）',
        description: '',
        price: 2000,
        priceUnit: 'PerDay',
        capacityPerDay: 6,
        maxPeople: 4,
        checkInTime: '14:00',
        checkOutTime: '11:00',
      },
    ],
    art: { scene: 'rv-park', seeds: [341] },
    popularity: 10,
  },
  {
    host: 'chubu',
    spotTypeId: 'snow-activity',
    title: '白馬スノーシュー ガイドツアー｜初心者歓迎の森歩き',
    description: '地元ガイドと一緒に、雪の森をスノーシューで歩きます。道具一式レンタル込み。',
    access: '白馬駅から車で5分、集合場所は白馬ガイドハウス前。',
    prefecture: 'Nagano',
    place: 2,
    addressLine: '北城3000',
    basicFacilityIds: ['parking', 'changing-room', 'gear-included', 'toilet'],
    surroundingFacilityIds: ['ski-resort', 'hot-spring', 'restaurant'],
    ruleIds: ['pets-not-allowed', 'minors-with-guardian'],
    options: [{ additionalFacilityId: 'photo-service', price: 2000, priceUnit: 'Oneshot' }],
    plans: [
      {
        name: '半日ツアー（3時間）',
        description: '午前の部と午後の部があります。',
        price: 6500,
        priceUnit: 'Oneshot',
        capacityPerDay: 16,
        maxPeople: 8,
        durationMinutes: 180,
      },
      {
        name: '1日ツアー（6時間・昼食つき）',
        description: '',
        price: 12000,
        priceUnit: 'Oneshot',
        capacityPerDay: 8,
        maxPeople: 8,
        durationMinutes: 360,
      },
    ],
    art: { scene: 'campsite', seeds: [351, 352] },
    popularity: 30,
  },
  {
    host: 'kinki',
    spotTypeId: 'glamping',
    title: '淡路島 海辺のグランピング｜夕日とBBQ',
    description: '大阪湾に沈む夕日を眺めるグランピング施設。キャンピングカーで来て、テントサイトにも泊まれます。',
    access: '淡路ICから約15分。',
    prefecture: 'Hyogo',
    place: 1,
    addressLine: '岩屋2100',
    basicFacilityIds: ['power', 'water', 'toilet', 'shower', 'kitchen', 'wifi'],
    surroundingFacilityIds: ['beach', 'restaurant', 'convenience-store'],
    ruleIds: ['pets-not-allowed', 'no-open-fire', 'quiet-hours'],
    options: [{ additionalFacilityId: 'bbq-set-rental', price: 3000, priceUnit: 'Oneshot' }],
    plans: [
      {
        name: 'RVサイト＋BBQ（1泊）',
        description: 'BBQグリル・炭つき。',
        price: 9800,
        priceUnit: 'PerDay',
        capacityPerDay: 5,
        maxPeople: 5,
        ...landTimes,
      },
    ],
    art: { scene: 'beach', seeds: [361, 362] },
    popularity: 44,
  },
  {
    host: 'chugoku',
    spotTypeId: 'rv-park',
    title: 'RVパーク 尾道しまなみ｜瀬戸内の島影を眺めて',
    description: 'しまなみ海道の起点、尾道のRVパーク。自転車の貸出もあり、サイクリングの拠点にぴったりです。',
    access: '西瀬戸尾道ICから約5分。',
    prefecture: 'Hiroshima',
    place: 1,
    addressLine: '東尾道15-1',
    basicFacilityIds: ['power', 'toilet-24h', 'water', 'trash-disposal', 'paved-lot'],
    surroundingFacilityIds: ['station', 'restaurant', 'sightseeing'],
    ruleIds: ['pets-allowed', 'no-fire', 'quiet-hours'],
    options: [{ additionalFacilityId: 'bicycle-rental', price: 1000, priceUnit: 'PerDay' }],
    plans: [{ name: '1泊（電源つき）', description: '', price: 3800, priceUnit: 'PerDay', capacityPerDay: 6, maxPeople: 4, ...landTimes }],
    art: { scene: 'rv-park', seeds: [371, 372] },
    popularity: 21,
  },
  {
    host: 'shikoku',
    spotTypeId: 'marine-activity',
    title: '四万十川 カヌー体験｜日本最後の清流を下る',
    description: 'ガイドと一緒に四万十川をカヌーで下ります。初めての方も、お子さまと一緒でも楽しめます。',
    access: '四万十市中心部から車で20分。',
    prefecture: 'Kochi',
    place: 1,
    addressLine: '西土佐江川崎10',
    basicFacilityIds: ['parking', 'changing-room', 'shower', 'gear-included'],
    surroundingFacilityIds: ['roadside-station', 'fishing-spot'],
    ruleIds: ['pets-not-allowed', 'minors-with-guardian'],
    options: [],
    plans: [
      {
        name: 'ハーフデイ カヌー（2.5時間）',
        description: 'ライフジャケット・パドル込み。',
        price: 5500,
        priceUnit: 'Oneshot',
        capacityPerDay: 12,
        maxPeople: 4,
        durationMinutes: 150,
      },
    ],
    art: { scene: 'lakeside', seeds: [381, 382] },
    popularity: 19,
  },
  {
    host: 'kyushu',
    spotTypeId: 'hot-spring',
    title: '別府 湯けむりRVステーション｜地獄めぐりの拠点に',
    description: '別府の温泉街から歩いてすぐの車中泊スペース。共同浴場の入浴券つきです。',
    access: '別府ICから約10分。',
    prefecture: 'Oita',
    place: 0,
    addressLine: '鉄輪1-1',
    basicFacilityIds: ['bath', 'toilet-24h', 'power', 'water'],
    surroundingFacilityIds: ['hot-spring', 'sightseeing', 'restaurant', 'convenience-store'],
    ruleIds: ['pets-allowed', 'no-fire', 'quiet-hours', 'no-idling'],
    options: [{ additionalFacilityId: 'bath-ticket', price: 700, priceUnit: 'PerUnit' }],
    plans: [
      { name: '1泊（入浴券2枚つき）', description: '', price: 4200, priceUnit: 'PerDay', capacityPerDay: 7, maxPeople: 4, ...landTimes },
    ],
    art: { scene: 'onsen', seeds: [391, 392] },
    popularity: 35,
  },
  {
    host: 'okinawa',
    spotTypeId: 'marine-activity',
    title: '石垣島 シュノーケリングツアー｜サンゴ礁とウミガメ',
    description: '透明度の高い石垣島の海で、サンゴ礁と熱帯魚に出会うツアーです。器材レンタル・写真撮影つき。',
    access: '石垣空港から車で25分。',
    prefecture: 'Okinawa',
    place: 2,
    addressLine: '川平900',
    basicFacilityIds: ['parking', 'changing-room', 'shower', 'gear-included'],
    surroundingFacilityIds: ['beach', 'restaurant'],
    ruleIds: ['pets-not-allowed', 'minors-with-guardian'],
    options: [],
    plans: [
      {
        name: '半日シュノーケリング（3時間）',
        description: '',
        price: 7000,
        priceUnit: 'Oneshot',
        capacityPerDay: 10,
        maxPeople: 6,
        durationMinutes: 180,
      },
    ],
    art: { scene: 'beach', seeds: [401, 402] },
    popularity: 48,
  },
  {
    host: 'okinawa',
    spotTypeId: 'auto-campsite',
    title: 'やんばる 森と海のオートキャンプ場',
    description: '亜熱帯の森と海に囲まれたキャンプ場。夜はヤンバルクイナの声が聞こえることも。',
    access: '名護市街から車で40分。',
    prefecture: 'Okinawa',
    place: 3,
    addressLine: '奥間1000',
    basicFacilityIds: ['water', 'toilet', 'shower', 'kitchen', 'power'],
    surroundingFacilityIds: ['beach', 'hiking-trail', 'roadside-station'],
    ruleIds: ['pets-allowed', 'no-open-fire', 'quiet-hours'],
    options: [{ additionalFacilityId: 'tent-rental', price: 3000, priceUnit: 'PerDay' }],
    plans: [
      { name: 'オートサイト（1泊）', description: '', price: 4500, priceUnit: 'PerDay', capacityPerDay: 10, maxPeople: 6, ...landTimes },
    ],
    art: { scene: 'campsite', seeds: [411, 412] },
    popularity: 16,
  },
];
