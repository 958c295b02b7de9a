/**
 * Demo reviews (ADR 0027), written as guests and hosts of a car-share marketplace write them: short
 * and long, mostly happy, some frank. Each has its overall stars and its aspects' stars in the
 * order of the kind's aspects (reviews/rules.ts): cars — cleanliness, accuracy, communication,
 * handover, value; spots — cleanliness, accuracy, facilities, access, value; guests — communication,
 * care, rules.
 */

export interface DemoReviewText {
  overall: number;
  aspects: readonly number[];
  text: string;
  /** The host's public answer, when they wrote one. */
  reply?: string;
  /**
   * The facts the text speaks of, which the listing must have (demo-reviews.ts picks by them): the car model it was
   * written about, the spot's type and prefecture, equipment it mentions, the kind of listing a host wrote about.
   * A text without `carVariantIds` / `spotTypeIds` names no model, place or kind and fits any listing of its pool.
   */
  fits?: {
    carVariantIds?: readonly string[];
    spotTypeIds?: readonly string[];
    prefectures?: readonly string[];
    facilities?: readonly string[];
    /** At least this many sleep in it. */
    sleeps?: number;
    kinds?: readonly ('Car' | 'Stay' | 'Activity')[];
  };
}

export const carReviewTexts: readonly DemoReviewText[] = [
  {
    overall: 5,
    aspects: [5, 5, 5, 5, 5],
    text: '家族で車中泊旅に使わせていただきました。ベッド展開がとても簡単で、子どもたちも大はしゃぎ。車内はほこり一つなく、寝具も清潔でした。受け渡しのときに使い方を丁寧に教えていただけたので、初めてでも不安なく出発できました。',
    reply: 'ご利用ありがとうございました！お子さんたちに楽しんでいただけて何よりです。またのお越しをお待ちしています。',
    fits: { sleeps: 4 },
  },
  {
    overall: 4,
    aspects: [4, 5, 5, 4, 4],
    text: '写真どおりの車で、運転もしやすかったです。FFヒーターのおかげで朝晩の冷え込みも平気でした。返却時間を少し過ぎそうになって連絡したところ、快く対応していただけて助かりました。',
    fits: { facilities: ['ff-heater'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 4, 5, 5],
    text: 'ふたり旅にちょうどいいサイズ感。軽なので高速は少しパワー不足を感じましたが、下道をのんびり走るにはぴったりです。ポータブル電源が付いていてスマホの充電に困りませんでした。',
    fits: { carVariantIds: ['honda-n-van-kei-camper'] },
  },
  {
    overall: 3,
    aspects: [3, 4, 4, 3, 3],
    text: '車自体はとても快適でしたが、受け取りのときに前の方の荷物の忘れ物が少し残っていました。オーナーさんはすぐに謝ってくださり、対応は誠実でした。次回に期待して星3つです。',
    reply: 'ご不便をおかけして申し訳ありませんでした。清掃のチェックリストを見直し、受け渡し前の確認を二重にしました。',
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 5, 4],
    text: '7人乗りで親の還暦祝いの箱根旅行へ。2列目のシートがとても快適で、両親も喜んでいました。チャイルドシートの貸し出しもあり、小さい子連れには本当にありがたいです。',
    fits: { carVariantIds: ['toyota-alphard-z-hybrid'] },
  },
  {
    overall: 4,
    aspects: [4, 4, 5, 5, 4],
    text: '冬の北海道で4WDのキャブコンを借りました。雪道でも安定していて安心感がありました。スタッドレスの状態も良かったです。もう少し収納があれば星5つでした。',
    reply: '雪道のドライブお疲れさまでした。収納ボックスを追加しましたので、次回はもっと快適にお使いいただけます！',
    fits: { carVariantIds: ['toyota-camroad-cab-conversion-4wd'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 4, 5],
    text: '富良野と美瑛をのんびり巡りました。軽キャンパーなので細い農道も気にせず走れて、撮影スポットにも寄り道し放題。ガソリン代も安く済みました。',
    fits: { carVariantIds: ['suzuki-every-kei-camper-4wd'] },
  },
  {
    overall: 4,
    aspects: [5, 4, 4, 4, 4],
    text: 'ポップアップルーフで寝るのは初めてでしたが、思ったより広く快眠できました。紅葉シーズンの東北、温泉巡りが最高でした。鍵の受け渡し場所が少し分かりにくかったので、地図があると嬉しいです。',
    fits: { carVariantIds: ['mitsubishi-delica-d5-pop-up-camper'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 5, 5],
    text: 'スノーボードの板が余裕で積めて、白馬までの往復も快適でした。車内で着替えられるのが何より便利。オーナーさんおすすめの温泉も最高でした。',
    reply: '楽しんでいただけてよかったです！また雪の季節にお待ちしています。',
    fits: { carVariantIds: ['toyota-hiace-van-conversion-4wd'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 5, 4],
    text: '憧れのVWカリフォルニア。河口湖の湖畔で朝日を見ながらコーヒーを淹れる時間は一生の思い出です。車の扱いについての説明も丁寧でした。',
    fits: { carVariantIds: ['volkswagen-california-ocean'] },
  },
  {
    overall: 4,
    aspects: [4, 4, 5, 5, 4],
    text: '京都から天橋立まで。マルチベッドのおかげで夫婦ふたりでも広々と眠れました。返却時のガソリン満タンのルールを忘れかけていたので、事前にリマインドしてくださって助かりました。',
    fits: { carVariantIds: ['nissan-caravan-multi-bed'] },
  },
  {
    overall: 3,
    aspects: [4, 3, 3, 4, 3],
    text: '家族でUSJへ行くのに利用しました。車は清潔でしたが、掲載写真にあったドライブレコーダーが付いていなかったのが残念。連絡への返信も少し時間がかかりました。',
    reply: '掲載内容と異なっていた点、大変失礼いたしました。写真と説明を最新の装備に合わせて修正しました。',
    fits: { carVariantIds: ['toyota-noah-s-z-hybrid'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 5, 5],
    text: 'しまなみ海道で自転車旅。ポップアップルーフの下に自転車2台を積んでも寝るスペースが残るのはすごい。オーナーさんの手書きのおすすめマップが最高でした。',
    fits: { carVariantIds: ['toyota-townace-pop-up-camper'] },
  },
  {
    overall: 4,
    aspects: [4, 5, 4, 4, 5],
    text: '四万十川沿いをゆっくり走る旅に。ベッドキットは硬めですが、マットを敷けば問題なし。料金もお手頃で、またお願いしたいです。',
    fits: { carVariantIds: ['toyota-hiace-bed-kit'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 5, 4],
    text: '仲間と阿蘇と由布院へ。バスコンは運転が心配でしたが、出発前に練習させてもらえて安心でした。広い車内でみんなでご飯を食べたのが楽しかったです。',
    fits: { carVariantIds: ['toyota-coaster-bus-conversion'] },
  },
  {
    overall: 4,
    aspects: [4, 4, 4, 5, 4],
    text: '霧島の温泉めぐりに。コンパクトで運転しやすく、温泉の駐車場でも困りませんでした。車内の電源の使い方をもう少し詳しく教えてもらえれば、もっと安心できたと思います。',
    fits: { carVariantIds: ['nissan-nv200-pop-up-camper'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 5, 5],
    text: 'やんばるの海沿いで星空を独り占めしました。ワイドボディで車内が広く、雨の日も快適に過ごせました。沖縄でキャンピングカーは最高の選択です！',
    reply: 'やんばるの星空、楽しんでいただけて嬉しいです。またお待ちしています！',
    fits: { carVariantIds: ['toyota-hiace-van-conversion-wide'] },
  },
  {
    overall: 4,
    aspects: [5, 4, 4, 4, 4],
    text: '角館の桜を見に行きました。トラックキャンパーは見た目以上に居住性が高く驚きました。荷台への乗り降りに少しコツがいるので、年配の方は注意かも。',
    fits: { carVariantIds: ['daihatsu-hijet-truck-camper'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 5, 4],
    text: '車内はとても清潔で、受け渡しのときに装備の使い方を丁寧に教えていただけました。初めての車でも不安なく出発できました。',
    reply: 'ご利用ありがとうございました。またいつでもお声がけください！',
  },
  {
    overall: 4,
    aspects: [4, 4, 5, 4, 4],
    text: '掲載どおりの車で、メッセージの返信も早く安心でした。返却時間を少し過ぎそうになって連絡したところ、快く対応していただけて助かりました。',
  },
];

export const stayReviewTexts: readonly DemoReviewText[] = [
  {
    overall: 5,
    aspects: [5, 5, 5, 5, 5],
    text: '区画の正面に富士山！朝焼けの富士を見ながら目覚めるという贅沢な体験ができました。電源があるのでポータブル冷蔵庫も使えて快適。トイレもきれいでした。',
    reply: 'ご利用ありがとうございました。また富士山がきれいな季節にお越しください。',
    fits: { spotTypeIds: ['rv-park'], prefectures: ['Yamanashi'] },
  },
  {
    overall: 4,
    aspects: [4, 5, 4, 4, 4],
    text: '森の中の静かなキャンプ場で、夜は焚き火を楽しみました。管理人さんが薪の組み方を教えてくださって、子どもが大喜び。炊事場がもう少し近いと嬉しいです。',
    fits: { spotTypeIds: ['auto-campsite'], prefectures: ['Yamanashi'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 4, 5],
    text: '温泉に何度でも入れるのが最高。冬の車中泊でも湯上がりにそのまま寝られるので、体が冷えずに済みました。スタッフの方も親切です。',
    fits: { spotTypeIds: ['hot-spring'], facilities: ['bath'] },
  },
  {
    overall: 4,
    aspects: [4, 4, 3, 4, 5],
    text: '高原の静かな駐車場で、星がよく見えました。設備はトイレと水道のみとシンプルですが、この料金なら十分。夜はかなり冷えるので寝袋は冬用がおすすめです。',
    reply: '寒さのご案内が足りず失礼しました。掲載ページに夜間の気温の目安を追記しました。',
    fits: { spotTypeIds: ['overnight-parking'], prefectures: ['Yamagata'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 4, 5],
    text: '海に沈む夕日を眺めながらのBBQは格別でした。RVサイトは電源もシャワーもあって快適で、グランピング初心者でも安心して楽しめました。',
    fits: { spotTypeIds: ['glamping'], prefectures: ['Hyogo'] },
  },
  {
    overall: 3,
    aspects: [3, 3, 4, 5, 4],
    text: '島影の眺めはとても良かったのですが、隣の区画との距離が近く、夜遅くまで話し声が気になりました。ロケーションは最高なので、静かな平日に再訪したいです。',
    reply: 'ご不便をおかけしました。22時以降の静粛のお願いを掲示し、区画の配置も見直しています。',
    fits: { spotTypeIds: ['rv-park'], prefectures: ['Hiroshima'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 5, 5],
    text: '地獄めぐりの拠点にぴったり。RVステーションから温泉街まで歩いて行けて、夜は湯けむりの景色を楽しめました。ゴミを引き取っていただけるのも助かります。',
    fits: { spotTypeIds: ['hot-spring'], prefectures: ['Oita'] },
  },
  {
    overall: 4,
    aspects: [4, 4, 5, 3, 4],
    text: '森と海の両方を楽しめる贅沢なキャンプ場。設備は充実していましたが、最後の道が細くて大きな車だと少し緊張しました。',
    fits: { spotTypeIds: ['auto-campsite'], prefectures: ['Okinawa'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 4, 5, 5],
    text: 'スペースが広く、夜はとても静かでぐっすり眠れました。到着時の案内も丁寧で、また利用したいです。',
  },
  {
    overall: 4,
    aspects: [4, 4, 4, 5, 4],
    text: 'チェックインの案内がわかりやすく、到着が遅くなっても安心でした。トイレも清潔に保たれていました。',
    fits: { facilities: ['toilet', 'toilet-24h'] },
  },
  {
    overall: 5,
    aspects: [5, 4, 5, 4, 5],
    text: '電源が使えるので、夜もポータブル冷蔵庫と電気毛布で快適に過ごせました。料金も手頃です。',
    reply: 'ありがとうございます。寒い季節もぜひご利用ください。',
    fits: { facilities: ['power'] },
  },
  {
    overall: 3,
    aspects: [3, 4, 3, 4, 4],
    text: '週末で混み合っていて、隣との距離が近く感じました。管理はしっかりしているので、次は平日に来たいです。',
  },
];

export const activityReviewTexts: readonly DemoReviewText[] = [
  {
    overall: 5,
    aspects: [5, 5, 5, 5, 5],
    text: 'シャインマスカットを自分で収穫できて、子どもも大満足。その場で食べた一粒の甘さは忘れられません。スタッフの方がおいしい房の見分け方を教えてくれました。',
    reply: 'ご参加ありがとうございました！秋のぶどうもおすすめです。',
    fits: { spotTypeIds: ['farm-experience'], prefectures: ['Yamanashi'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 4, 5],
    text: 'スノーシュー初体験でしたが、ガイドさんが動物の足跡や木の名前を教えてくれて、あっという間の2時間でした。道具のレンタル込みでこの料金は安いと思います。',
    fits: { spotTypeIds: ['snow-activity'], prefectures: ['Nagano'] },
  },
  {
    overall: 4,
    aspects: [4, 5, 4, 4, 4],
    text: '四万十川をカヌーでゆっくり下りました。水がとても澄んでいて感動。集合場所が少し分かりにくかったので、目印を教えてもらえるとありがたいです。',
    fits: { spotTypeIds: ['marine-activity'], prefectures: ['Kochi'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 5, 5],
    text: 'ウミガメと一緒に泳げました！泳ぎが苦手でもガイドさんがずっとそばにいてくれて安心。水中写真もたくさん撮ってもらえました。',
    reply: 'ウミガメに会えてよかったです！写真は旅の思い出にしてくださいね。',
    fits: { spotTypeIds: ['marine-activity'], prefectures: ['Okinawa'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5, 4, 5],
    text: 'ガイドさんの説明がわかりやすく、初めてでも安心して楽しめました。貸し出しの道具も清潔でした。',
    fits: { facilities: ['gear-included'] },
  },
  {
    overall: 4,
    aspects: [4, 4, 4, 4, 5],
    text: '集合時間に少し遅れそうになって連絡したところ、丁寧に対応していただけました。家族みんなで楽しめたので、また参加したいです。',
  },
];

/** Hosts' reviews of guests. */
export const guestReviewTexts: readonly DemoReviewText[] = [
  {
    overall: 5,
    aspects: [5, 5, 5],
    text: '連絡がこまめで、返却時には車内をきれいに掃除してくださっていました。またいつでもお待ちしています。',
    fits: { kinds: ['Car'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5],
    text: '時間どおりに返却していただき、ルールもしっかり守ってくださいました。安心してお貸しできるゲストさんです。',
    fits: { kinds: ['Car'] },
  },
  {
    overall: 4,
    aspects: [4, 5, 4],
    text: '丁寧にご利用いただきました。返却が少し遅れるときも事前にご連絡いただけて助かりました。',
    fits: { kinds: ['Car'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5],
    text: '区画をとてもきれいに使ってくださり、ゴミもきちんと分別していただきました。ありがとうございました。',
    fits: { kinds: ['Stay'] },
  },
  {
    overall: 4,
    aspects: [5, 4, 4],
    text: '気持ちのよいやり取りでした。チェックアウト時間を少し過ぎましたが、お声がけしたらすぐに対応してくださいました。',
    fits: { kinds: ['Stay'] },
  },
  {
    overall: 5,
    aspects: [5, 5, 5],
    text: '事前の連絡がていねいで、ルールもしっかり守ってくださいました。またのお越しをお待ちしています。',
  },
];

/** Guests of the seeded listings, beside the demo accounts (no sign-in identity: they only wrote reviews). */
export const demoReviewers: readonly { uid: string; name: string; joinedOn: string }[] = [
  { uid: 'seed-guest-kobayashi', name: '小林 さくら', joinedOn: '2024-05-18' },
  { uid: 'seed-guest-kato', name: '加藤 翔太', joinedOn: '2024-08-02' },
  { uid: 'seed-guest-yoshida', name: '吉田 真理子', joinedOn: '2023-12-10' },
  { uid: 'seed-guest-yamaguchi', name: '山口 拓也', joinedOn: '2025-01-25' },
  { uid: 'seed-guest-matsumoto', name: '松本 あや', joinedOn: '2024-10-07' },
];
