import { regionOf, type Prefecture } from '@kurumatabi/contract/enums';

/**
 * The words of the demo texts that state a fact of a listing — a vehicle class or model, a place, a kind of spot, a
 * pets rule — and the check that a text states only facts its listing has. The seed's tests hold every demo review
 * and message to it, read as the pages show them; the texts themselves are picked by fact tags
 * (content/demo-reviews.ts) or written from the facts (demo-conversations.ts).
 */

export interface ListingFacts {
  kind: 'Car' | 'Spot';
  prefecture: Prefecture;
  /** Cars: the size class (`Small` is 軽自動車). */
  sizeClass: string | null;
  /** The listing's page text: title, description, its equipment's and rules' names (its rendered document). */
  pageText: string;
  ruleIds: readonly string[];
  facilityIds: readonly string[];
}

/** Places named in the demo texts, with the prefectures they are in. */
const places: readonly [RegExp, readonly Prefecture[]][] = [
  [/北海道|富良野|美瑛|新千歳/, ['Hokkaido']],
  [/角館/, ['Akita']],
  [/松島|仙台/, ['Miyagi']],
  [/蔵王/, ['Miyagi', 'Yamagata']],
  [/箱根|鎌倉/, ['Kanagawa']],
  [/河口湖|勝沼/, ['Yamanashi']],
  [/富士山/, ['Yamanashi', 'Shizuoka']],
  [/八ヶ岳/, ['Yamanashi', 'Nagano']],
  [/白馬|安曇野|松本/, ['Nagano']],
  [/京都|天橋立|丹後/, ['Kyoto']],
  [/USJ/, ['Osaka']],
  [/淡路/, ['Hyogo']],
  [/しまなみ|尾道/, ['Hiroshima']],
  [/四万十/, ['Kochi']],
  [/阿蘇/, ['Kumamoto']],
  [/由布院|別府|地獄めぐり/, ['Oita']],
  [/霧島/, ['Kagoshima']],
  [/やんばる|石垣|沖縄/, ['Okinawa']],
];
const regionWords: readonly [RegExp, string][] = [[/東北/, 'Tohoku']];

/** Vehicle words a review may use only when the listing's own page uses them too. */
const vehicleWords = [
  'キャブコン',
  'バスコン',
  'トラックキャンパー',
  'ポップアップ',
  'ワイド',
  '4WD',
  'マルチベッド',
  'ベッドキット',
  'カリフォルニア',
  'FFヒーター',
  '7人乗り',
  '8人乗り',
];

const keiWords = /軽(キャンパー|自動車|トラ|バン|なので|の車)|軽キャン/;

/** Words of a spot kind or its equipment, and what the spot must have for them. */
const spotWords: readonly [RegExp, (l: ListingFacts) => boolean, string][] = [
  [/温泉に何度|入り放題|湯上がり/, (l) => l.facilityIds.includes('bath'), 'an own bath'],
  [/電源/, (l) => l.facilityIds.includes('power'), 'power'],
];

/** What a review says that its listing does not have (empty when it agrees). */
export function reviewContradictions(said: string, listing: ListingFacts): string[] {
  const problems: string[] = [];
  // A name in 「」 is another listing's (a host pointing to their other car), not a fact of this one.
  const text = said.replace(/「[^」]*」/g, '');
  // Cars travel: a place of the car's region; a spot is where it is.
  for (const [word, prefectures] of places) {
    if (!word.test(text)) continue;
    const fits =
      listing.kind === 'Car'
        ? prefectures.some((p) => regionOf(p) === regionOf(listing.prefecture))
        : prefectures.includes(listing.prefecture);
    if (!fits) problems.push(`place ${word.source} is not near ${listing.prefecture}`);
  }
  for (const [word, region] of regionWords) {
    if (word.test(text) && regionOf(listing.prefecture) !== region) problems.push(`region ${region} is not ${listing.prefecture}'s`);
  }
  if (listing.kind === 'Car') {
    if (keiWords.test(text) && listing.sizeClass !== 'Small') problems.push(`a kei car, but ${listing.sizeClass}`);
    for (const word of vehicleWords)
      if (text.includes(word) && !listing.pageText.includes(word)) problems.push(`${word} is not on its page`);
  } else {
    for (const [word, has, what] of spotWords) if (word.test(text) && !has(listing)) problems.push(`${word.source} without ${what}`);
  }
  return problems;
}

/** What a message says of pets: 'no', 'yes' or null (a refusal counts first: it may point to another listing). */
export function petsStatement(text: string): 'yes' | 'no' | null {
  if (/ペット(の)?(同乗)?(は|を)?(不可|ご遠慮|お断り|NG)|ペット(の)?同乗はできません/.test(text)) return 'no';
  if (/ペット(同乗)?(OK|可(?!能)|歓迎)|ペット(同乗)?も大丈夫|犬と一緒の旅も歓迎/.test(text)) return 'yes';
  return null;
}

/** Whether a host's message about pets agrees with the listing's pets rule. */
export function petsContradiction(text: string, listing: Pick<ListingFacts, 'ruleIds'>): string | null {
  const said = petsStatement(text);
  if (said === 'yes' && !listing.ruleIds.includes('pets-allowed')) return 'says pets are fine, the rules do not allow them';
  if (said === 'no' && listing.ruleIds.includes('pets-allowed')) return 'refuses pets, the rules allow them';
  return null;
}
