import type { SpotKind } from '@kurumatabi/contract/enums';
import type { OptionContent, NamedContent } from './car-master-options.js';

/**
 * The spot master (types, basic, additional and surrounding facilities, rules). Order in each list
 * is the display order. Ids are stable: listings refer to them, so an id is never renamed or reused.
 */

export interface SpotTypeContent {
  id: string;
  name: string;
  spotKind: SpotKind;
  description: string;
}

export const spotTypes: SpotTypeContent[] = [
  { id: 'rv-park', name: 'RVパーク', spotKind: 'Land', description: '電源やトイレを備えた、車中泊のための有料施設。' },
  { id: 'auto-campsite', name: 'オートキャンプ場', spotKind: 'Land', description: '車を横付けしてキャンプができるサイト。' },
  { id: 'overnight-parking', name: '車中泊スポット', spotKind: 'Land', description: '駐車場や空き地など、許可を得て車中泊ができる場所。' },
  { id: 'hot-spring', name: '温泉施設', spotKind: 'Land', description: '入浴施設に併設された車中泊スペース。' },
  { id: 'glamping', name: 'グランピング施設', spotKind: 'Land', description: '設備の整ったテントやキャビンに泊まれる施設。' },
  {
    id: 'farm-winery-parking',
    name: '農園・ワイナリーの駐車場',
    spotKind: 'Land',
    description: '農家やワイナリーの敷地で一晩過ごせる場所。',
  },
  { id: 'farm-experience', name: '農園・収穫体験', spotKind: 'Activity', description: '果物狩りや野菜の収穫、農作業の体験。' },
  {
    id: 'outdoor-activity',
    name: 'アウトドアアクティビティ',
    spotKind: 'Activity',
    description: 'カヌー、ラフティング、トレッキングなど。',
  },
  { id: 'marine-activity', name: 'マリンアクティビティ', spotKind: 'Activity', description: 'SUP、シュノーケリング、釣り船など。' },
  {
    id: 'snow-activity',
    name: 'スノーアクティビティ',
    spotKind: 'Activity',
    description: 'スノーシュー、スノーモービル、ワカサギ釣りなど。',
  },
  { id: 'craft-experience', name: 'ものづくり・文化体験', spotKind: 'Activity', description: '陶芸、そば打ち、藍染めなどの体験。' },
  { id: 'guided-tour', name: 'ガイドツアー', spotKind: 'Activity', description: '地元のガイドと巡る自然・街歩きツアー。' },
];

export const spotBasicFacilities: NamedContent[] = [
  { id: 'power', name: '電源（AC100V）', description: '区画で家庭用電源が使えます。' },
  { id: 'water', name: '水道', description: '飲用できる水道。' },
  { id: 'toilet', name: 'トイレ', description: '敷地内のトイレ。' },
  { id: 'toilet-24h', name: '24時間トイレ', description: '夜間も使えるトイレ。' },
  { id: 'shower', name: 'シャワー', description: '温水シャワー。' },
  { id: 'bath', name: '入浴施設', description: '敷地内の風呂・温泉。' },
  { id: 'trash-disposal', name: 'ゴミ処理', description: '分別したゴミを引き取ります。' },
  { id: 'wifi', name: 'Wi-Fi', description: '無料の Wi-Fi。' },
  { id: 'kitchen', name: '炊事場', description: '調理や洗い物ができる流し台。' },
  { id: 'laundry', name: 'ランドリー', description: '敷地内の洗濯機・乾燥機。' },
  { id: 'dump-station', name: '汚水処理（ダンプステーション）', description: 'キャンピングカーの排水やトイレの処理ができます。' },
  { id: 'paved-lot', name: '舗装区画', description: 'アスファルトなどの平らな区画。' },
  { id: 'large-vehicle-lot', name: '大型車対応区画', description: '全長7m以上のキャンピングカーも停められます。' },
  { id: 'open-24h', name: '24時間出入り可', description: '夜間や早朝も出入りできます。' },
  { id: 'lighting', name: '夜間照明', description: '' },
  { id: 'dog-run', name: 'ドッグラン', description: '' },
  { id: 'shop', name: '売店', description: '食材や日用品を買えます。' },
  { id: 'parking', name: '駐車場', description: 'アクティビティ参加中に車を停められます。' },
  { id: 'changing-room', name: '更衣室', description: '' },
  { id: 'gear-included', name: '道具・装備込み', description: '体験に必要な道具や装備を用意しています。' },
];

export const spotAdditionalFacilities: OptionContent[] = [
  { id: 'power-usage', name: '電源利用', description: 'AC100V（最大15A）。', suggestedPrice: 1000, priceUnit: 'PerDay' },
  { id: 'firewood', name: '薪', description: '1束。', suggestedPrice: 800, priceUnit: 'PerUnit' },
  { id: 'bbq-set-rental', name: 'BBQセット貸出', description: 'グリル・炭・トング一式。', suggestedPrice: 3000, priceUnit: 'Oneshot' },
  { id: 'fire-pit-rental', name: '焚き火台貸出', description: '', suggestedPrice: 1000, priceUnit: 'Oneshot' },
  { id: 'tent-rental', name: 'テント貸出', description: '4人用。設営のお手伝いもします。', suggestedPrice: 3000, priceUnit: 'PerDay' },
  { id: 'tarp-rental', name: 'タープ貸出', description: '', suggestedPrice: 1500, priceUnit: 'PerDay' },
  { id: 'shower-ticket', name: 'シャワー利用', description: '1回10分。', suggestedPrice: 300, priceUnit: 'PerUnit' },
  { id: 'bath-ticket', name: '入浴券', description: '併設の温泉・浴場の入浴券。', suggestedPrice: 700, priceUnit: 'PerUnit' },
  { id: 'trash-bag', name: 'ゴミ処理', description: '指定袋1枚分のゴミを引き取ります。', suggestedPrice: 500, priceUnit: 'PerUnit' },
  { id: 'bicycle-rental', name: 'レンタサイクル', description: '電動アシスト自転車。', suggestedPrice: 1000, priceUnit: 'PerDay' },
  { id: 'extra-vehicle', name: '追加の車両', description: '2台目以降の駐車。', suggestedPrice: 1000, priceUnit: 'PerDay' },
  { id: 'pet-fee', name: 'ペット同伴', description: '1頭あたり。', suggestedPrice: 500, priceUnit: 'PerUnit' },
  {
    id: 'early-check-in',
    name: 'アーリーチェックイン',
    description: '2時間前から入場できます。',
    suggestedPrice: 1000,
    priceUnit: 'Oneshot',
  },
  {
    id: 'late-check-out',
    name: 'レイトチェックアウト',
    description: '2時間後まで滞在できます。',
    suggestedPrice: 1000,
    priceUnit: 'Oneshot',
  },
  { id: 'breakfast', name: '朝食', description: '地元の食材を使った朝食。', suggestedPrice: 1200, priceUnit: 'PerUnit' },
  {
    id: 'photo-service',
    name: '写真撮影サービス',
    description: '体験中の写真をデータでお渡しします。',
    suggestedPrice: 2000,
    priceUnit: 'Oneshot',
  },
];

export const spotSurroundingFacilities: NamedContent[] = [
  { id: 'convenience-store', name: 'コンビニ', description: '' },
  { id: 'supermarket', name: 'スーパー', description: '' },
  { id: 'hot-spring', name: '温泉・銭湯', description: '' },
  { id: 'roadside-station', name: '道の駅', description: '' },
  { id: 'gas-station', name: 'ガソリンスタンド', description: '' },
  { id: 'coin-laundry', name: 'コインランドリー', description: '' },
  { id: 'restaurant', name: '飲食店', description: '' },
  { id: 'drugstore', name: 'ドラッグストア', description: '' },
  { id: 'home-center', name: 'ホームセンター', description: '' },
  { id: 'hospital', name: '病院', description: '' },
  { id: 'station', name: '駅', description: '' },
  { id: 'ev-charger', name: 'EV充電スタンド', description: '' },
  { id: 'beach', name: '海水浴場', description: '' },
  { id: 'ski-resort', name: 'スキー場', description: '' },
  { id: 'fishing-spot', name: '釣り場', description: '' },
  { id: 'hiking-trail', name: '登山口・ハイキングコース', description: '' },
  { id: 'sightseeing', name: '観光スポット', description: '' },
];

export const spotRules: NamedContent[] = [
  { id: 'pets-allowed', name: 'ペット可', description: 'リードをつけ、フンは持ち帰ってください。' },
  { id: 'pets-not-allowed', name: 'ペット不可', description: '' },
  { id: 'no-smoking', name: '禁煙（喫煙所あり）', description: '決められた場所以外では喫煙できません。' },
  { id: 'no-open-fire', name: '直火禁止', description: '焚き火やBBQは焚き火台・グリルを使ってください。' },
  { id: 'no-fire', name: '火気厳禁', description: '焚き火・BBQはできません。' },
  { id: 'no-fireworks', name: '花火禁止', description: '' },
  { id: 'quiet-hours', name: '22時以降はお静かに', description: '22時から翌朝7時までは静かにお過ごしください。' },
  { id: 'no-idling', name: 'アイドリング禁止', description: '停車中はエンジンを止めてください。' },
  { id: 'no-generator', name: '発電機の使用禁止', description: '' },
  { id: 'take-trash-home', name: 'ゴミは持ち帰り', description: '' },
  { id: 'no-camping-style', name: '車外でのキャンプ行為禁止', description: 'テーブル・椅子・オーニングを車外に広げないでください。' },
  { id: 'check-in-time', name: 'チェックイン時間の厳守', description: '遅れる場合は事前にご連絡ください。' },
  { id: 'vehicle-length-limit', name: '全長7mまでの車両', description: '7mを超える車両はご相談ください。' },
  { id: 'max-3-nights', name: '連泊は3泊まで', description: '' },
  { id: 'minors-with-guardian', name: '未成年は保護者同伴', description: '' },
  { id: 'weather-cancellation', name: '悪天候時は中止あり', description: '安全のため、天候により中止・変更することがあります。' },
];
