import type { CarFacilityCategory } from '@kurumatabi/contract';
import type { PriceUnit } from '@kurumatabi/contract/enums';

/**
 * The car master's flat lists (kinds, facilities, options, rules). Order in each list is the
 * display order. Ids are stable: listings refer to them, so an id is never renamed or reused.
 */

export interface CarKindContent {
  id: string;
  name: string;
  description: string;
  isCampervan: boolean;
}

export const carKinds: CarKindContent[] = [
  {
    id: 'camping-car',
    name: 'キャンピングカー',
    isCampervan: true,
    description: '下のどれにも当てはまらないキャンピングカー・車中泊仕様車。',
  },
  { id: 'cab-conversion', name: 'キャブコン', isCampervan: true, description: 'トラックの運転席を残して居住スペースを架装した本格派。' },
  { id: 'van-conversion', name: 'バンコン', isCampervan: true, description: 'ハイエースなどのバンの車内を架装。街乗りもしやすいサイズ。' },
  {
    id: 'kei-camper',
    name: '軽キャンパー',
    isCampervan: true,
    description: '軽自動車ベースのキャンピングカー。維持費が安く小回りが利く。',
  },
  { id: 'bus-conversion', name: 'バスコン', isCampervan: true, description: 'マイクロバスを架装した大型のキャンピングカー。' },
  {
    id: 'camping-trailer',
    name: 'キャンピングトレーラー',
    isCampervan: true,
    description: '車でけん引する居住用トレーラー。けん引できる車が必要です。',
  },
  { id: 'minivan', name: 'ミニバン', isCampervan: false, description: '3列シートで家族や仲間の旅行に。' },
  { id: 'one-box', name: 'ワンボックス', isCampervan: false, description: 'ハイエース・キャラバンなど荷室の広いバン・ワゴン。' },
  { id: 'suv', name: 'SUV', isCampervan: false, description: '悪路や雪道にも強いスポーツ・ユーティリティ・ビークル。' },
  { id: 'station-wagon', name: 'ステーションワゴン', isCampervan: false, description: '荷室の広い乗用車。長距離ドライブに。' },
  { id: 'sedan', name: 'セダン・ハッチバック', isCampervan: false, description: '乗り心地と燃費のよい乗用車。' },
  { id: 'kei-car', name: '軽自動車', isCampervan: false, description: '軽自動車・軽バン。狭い道や街乗りに。' },
];

export interface CarBasicFacilityContent {
  id: string;
  name: string;
  category: CarFacilityCategory;
  description: string;
}

export const carBasicFacilities: CarBasicFacilityContent[] = [
  { id: 'bed', name: 'ベッド', category: 'Sleeping', description: '常設または展開式のベッド。' },
  { id: 'bed-kit', name: '車中泊ベッドキット', category: 'Sleeping', description: '荷室に敷くフラットなベッドマット・ボード。' },
  { id: 'pop-up-roof', name: 'ポップアップルーフ', category: 'Sleeping', description: '屋根を持ち上げて上段の就寝スペースを作れます。' },
  { id: 'bunk-bed', name: 'バンクベッド', category: 'Sleeping', description: '運転席の上の常設ベッド。' },
  { id: 'dinette', name: 'ダイネット', category: 'Sleeping', description: 'テーブルを囲む対面シート。ベッドにも展開できます。' },
  { id: 'curtains', name: '遮光カーテン・シェード', category: 'Sleeping', description: '全窓を目隠しできるカーテンやシェード。' },
  { id: 'sub-battery', name: 'サブバッテリー', category: 'Power', description: '走行用とは別の居住用バッテリー。' },
  { id: 'charging-while-driving', name: '走行充電', category: 'Power', description: '走行中にサブバッテリーを充電できます。' },
  { id: 'solar-panel', name: 'ソーラーパネル', category: 'Power', description: '屋根のソーラーパネルでサブバッテリーを充電。' },
  { id: 'external-power', name: '外部電源入力', category: 'Power', description: 'RVパークなどの AC100V 電源につなげます。' },
  { id: 'inverter', name: 'インバーター（AC100V）', category: 'Power', description: '車内で家庭用コンセントが使えます。' },
  { id: 'usb-outlets', name: 'USB電源', category: 'Power', description: 'スマートフォンなどを充電できる USB ポート。' },
  { id: 'ff-heater', name: 'FFヒーター', category: 'Climate', description: 'エンジンを止めたまま使える燃焼式の暖房。冬の車中泊に。' },
  { id: 'rear-cooler', name: 'リアクーラー', category: 'Climate', description: '後席用のエアコン吹き出し口。' },
  {
    id: 'home-air-conditioner',
    name: '家庭用エアコン',
    category: 'Climate',
    description: '外部電源や大容量バッテリーで使う居住用エアコン。',
  },
  { id: 'ventilation-fan', name: 'ベンチレーター（換気扇）', category: 'Climate', description: '屋根の換気扇。夏の車内の熱を逃がします。' },
  { id: 'refrigerator', name: '冷蔵庫', category: 'Kitchen', description: '居住用の冷蔵庫（または冷凍冷蔵庫）。' },
  { id: 'sink', name: 'シンク', category: 'Kitchen', description: '給排水つきの流し台。' },
  { id: 'water-tank', name: '給排水タンク', category: 'Kitchen', description: '清水・排水用のタンク。' },
  { id: 'microwave', name: '電子レンジ', category: 'Kitchen', description: '外部電源またはインバーターで使えます。' },
  { id: 'gas-stove', name: 'コンロ', category: 'Kitchen', description: 'カセットガスまたは LP ガスのコンロ。' },
  { id: 'portable-toilet', name: 'ポータブルトイレ', category: 'Kitchen', description: '車内で使える簡易トイレ。' },
  { id: 'shower', name: '温水シャワー', category: 'Kitchen', description: '車内または車外で使える温水シャワー。' },
  { id: '4wd', name: '4WD', category: 'Driving', description: '四輪駆動。雪道や未舗装路に。' },
  { id: 'studless-tires', name: 'スタッドレスタイヤ', category: 'Driving', description: '冬用タイヤを装着（冬季）。' },
  { id: 'tire-chains', name: 'タイヤチェーン', category: 'Driving', description: 'チェーン規制区間に備えて積載。' },
  { id: 'back-camera', name: 'バックカメラ', category: 'Driving', description: '後退時に後方を映すカメラ。' },
  { id: 'car-navigation', name: 'カーナビ', category: 'Driving', description: 'ナビゲーションシステム。' },
  { id: 'drive-recorder', name: 'ドライブレコーダー', category: 'Driving', description: '走行中の映像を記録します。' },
  { id: 'etc', name: 'ETC', category: 'Driving', description: 'ETC 車載器（カードはご自身のものをお使いください）。' },
  { id: 'cruise-control', name: 'クルーズコントロール', category: 'Driving', description: '高速道路で一定速度・車間を保ちます。' },
  {
    id: 'collision-mitigation',
    name: '衝突被害軽減ブレーキ',
    category: 'Driving',
    description: '前方の車や歩行者を検知して自動でブレーキ。',
  },
  { id: 'side-awning', name: 'サイドオーニング', category: 'Comfort', description: '車の横に日よけを張り出せます。' },
  { id: 'table', name: '車内テーブル', category: 'Comfort', description: '食事や作業に使えるテーブル。' },
  { id: 'tv', name: 'テレビ', category: 'Comfort', description: '車内で視聴できるテレビ・モニター。' },
  { id: 'bluetooth-audio', name: 'Bluetoothオーディオ', category: 'Comfort', description: 'スマートフォンの音楽を再生できます。' },
  { id: 'power-sliding-door', name: 'パワースライドドア', category: 'Comfort', description: '電動で開閉するスライドドア。' },
  { id: 'rear-ladder', name: 'リアラダー', category: 'Comfort', description: '屋根に上がるためのはしご。' },
];

export interface OptionContent {
  id: string;
  name: string;
  description: string;
  suggestedPrice: number | null;
  priceUnit: PriceUnit;
}

export const carAdditionalFacilities: OptionContent[] = [
  { id: 'child-seat', name: 'チャイルドシート', description: '1〜4歳ごろ向け。', suggestedPrice: 1100, priceUnit: 'PerUnit' },
  { id: 'junior-seat', name: 'ジュニアシート', description: '4〜10歳ごろ向け。', suggestedPrice: 550, priceUnit: 'PerUnit' },
  { id: 'sleeping-bag', name: '寝袋（シュラフ）', description: '春〜秋用。冬用は要相談。', suggestedPrice: 1100, priceUnit: 'PerUnit' },
  { id: 'bedding-set', name: '寝具セット', description: '敷布団・掛け布団・枕の1人分。', suggestedPrice: 1650, priceUnit: 'PerUnit' },
  {
    id: 'table-chair-set',
    name: 'テーブル・チェアセット',
    description: 'アウトドア用テーブルと椅子4脚。',
    suggestedPrice: 2200,
    priceUnit: 'Oneshot',
  },
  { id: 'bbq-set', name: 'BBQセット', description: 'グリル・トング・網（炭は含みません）。', suggestedPrice: 3300, priceUnit: 'Oneshot' },
  {
    id: 'cooking-set',
    name: '調理器具セット',
    description: 'カセットコンロ・鍋・フライパン・食器。',
    suggestedPrice: 1650,
    priceUnit: 'Oneshot',
  },
  { id: 'cooler-box', name: 'クーラーボックス', description: '大型のクーラーボックス。', suggestedPrice: 550, priceUnit: 'Oneshot' },
  { id: 'fire-pit', name: '焚き火台', description: '焚き火が許可された場所でお使いください。', suggestedPrice: 1100, priceUnit: 'Oneshot' },
  { id: 'tarp', name: 'タープ', description: '日よけ・雨よけ用のタープとポール。', suggestedPrice: 1650, priceUnit: 'Oneshot' },
  { id: 'lantern', name: 'LEDランタン', description: '充電式の LED ランタン。', suggestedPrice: 550, priceUnit: 'PerUnit' },
  {
    id: 'portable-power-station',
    name: 'ポータブル電源',
    description: '1,000Wh クラス。家電も使えます。',
    suggestedPrice: 1650,
    priceUnit: 'PerDay',
  },
  { id: 'portable-toilet-rental', name: '簡易トイレ', description: '凝固剤つきの簡易トイレ。', suggestedPrice: 1100, priceUnit: 'Oneshot' },
  { id: 'bicycle-carrier', name: 'サイクルキャリア', description: '自転車2台まで積めます。', suggestedPrice: 1100, priceUnit: 'Oneshot' },
  { id: 'pet-cage', name: 'ペット用ケージ', description: '小型〜中型犬向け。', suggestedPrice: 1100, priceUnit: 'Oneshot' },
  {
    id: 'mobile-wifi',
    name: 'モバイルWi-Fiルーター',
    description: '車内でインターネットが使えます。',
    suggestedPrice: 550,
    priceUnit: 'PerDay',
  },
  { id: 'etc-card', name: 'ETCカード貸出', description: '通行料金は返却時に精算します。', suggestedPrice: 550, priceUnit: 'Oneshot' },
  { id: 'tire-chains-rental', name: 'タイヤチェーン貸出', description: '冬季の山道に。', suggestedPrice: 1100, priceUnit: 'Oneshot' },
];

/** A row that is only a name and a description (rules, spot facilities). */
export interface NamedContent {
  id: string;
  name: string;
  description: string;
}

export const carRules: NamedContent[] = [
  { id: 'pets-allowed', name: 'ペット同乗可', description: 'ケージの使用や車内清掃をお願いすることがあります。' },
  { id: 'pets-not-allowed', name: 'ペット同乗不可', description: '' },
  { id: 'no-smoking', name: '禁煙', description: '車内では電子たばこも含めて喫煙できません。' },
  { id: 'smoking-allowed', name: '喫煙可', description: '' },
  { id: 'age-21-or-over', name: '21歳以上', description: '運転する方は21歳以上に限ります。' },
  { id: 'age-25-or-over', name: '25歳以上', description: '運転する方は25歳以上に限ります。' },
  { id: 'driving-experience-1-year', name: '運転歴1年以上', description: '免許取得から1年以上の方に限ります。' },
  { id: 'international-license-ok', name: '国際運転免許証可', description: 'ジュネーブ条約の国際運転免許証で運転できます。' },
  { id: 'full-tank-return', name: '満タン返し', description: '燃料を満タンにしてご返却ください。' },
  { id: 'no-cooking-inside', name: '車内での調理禁止', description: '火器は車外でお使いください。' },
  { id: 'no-unpaved-roads', name: '未舗装路の走行不可', description: '林道・砂浜などは走行できません。' },
  { id: 'mileage-limit', name: '走行距離制限あり', description: '1日300kmまで。超過分は別料金です。' },
  { id: 'overnight-designated-only', name: '車中泊は許可された場所のみ', description: 'RVパークやオートキャンプ場などをご利用ください。' },
  { id: 'clean-return', name: '清掃してご返却', description: 'ゴミは持ち帰り、車内を片付けてご返却ください。' },
];
