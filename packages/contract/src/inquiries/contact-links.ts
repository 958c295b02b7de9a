/**
 * Email addresses, URLs and messenger ids in the detector's copy of a text (ADR 0042). Each
 * pattern starts only where a word starts (a lookbehind), and its repeated parts cannot overlap,
 * so a long run of letters, dots or `@` costs linear time.
 */
import type { Span } from './contact-phone.js';

/** Top-level domains that make a bare `name.tld`, or a spaced address, worth masking. */
const TLDS = [
  'com',
  'net',
  'org',
  'jp',
  'info',
  'biz',
  'io',
  'me',
  'co',
  'app',
  'dev',
  'ai',
  'ee',
  'gg',
  'ly',
  'gl',
  'to',
  'cc',
  'tv',
  'us',
  'uk',
  'cn',
  'kr',
  'tw',
  'hk',
  'sg',
  'xyz',
  'site',
  'online',
  'tokyo',
  'link',
  'page',
  'shop',
  'email',
  'mobi',
  'club',
  'fun',
  'live',
  'blog',
  'website',
  'work',
];
const TLD_SET = new Set(TLDS);

const LOCAL = String.raw`(?<![A-Za-z0-9._%+\-])[A-Za-z0-9._%+\-]+`;
const LABEL = String.raw`[A-Za-z0-9\-]+`;
const GAP = '[ \\t]*';
const EMAIL = new RegExp(`${LOCAL}${GAP}@${GAP}${LABEL}(?:${GAP}\\.${GAP}${LABEL})+`, 'g');
const DOMAIN_LABEL = new RegExp(`${LABEL}`, 'g');

/**
 * An address's end: the longest run of its domain's labels that ends in a top-level domain of
 * letters (a known one when the writer spaced the address out, `taro @ example . com`), so a
 * full stop or a number after it stays outside.
 */
function addressEnd(match: string, start: number): number | null {
  const at = match.indexOf('@');
  const spaced = /[ \t]/.test(match);
  let end: number | null = null;
  let labels = 0;
  for (const label of match.slice(at + 1).matchAll(DOMAIN_LABEL)) {
    labels++;
    const tld = label[0].toLowerCase();
    const ok = spaced ? TLD_SET.has(tld) : /^[a-z]{2,}$/.test(tld);
    if (labels >= 2 && ok) end = start + at + 1 + label.index + label[0].length;
  }
  return end;
}

export function findEmails(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(EMAIL)) {
    const end = addressEnd(m[0], m.index);
    if (end !== null) spans.push({ start: m.index, end });
  }
  return spans;
}

const URL_CHAR = String.raw`[A-Za-z0-9\-._~:/?#@!$&*+,;=%]`;
const TLD_ALTERNATIVES = [...TLDS].sort((a, b) => b.length - a.length).join('|');
/** Short links of messengers, also with spaces around the dot and the slash (`wa . me / 8190…`). */
const MESSENGER_LINK = String.raw`(?<![A-Za-z0-9])(?:wa|t|m|ig|fb|lin|line|discord|telegram)${GAP}\.${GAP}(?:me|ee|gg)(?![A-Za-z0-9])(?:${GAP}/${GAP}${URL_CHAR}*)?`;
const LINKS = new RegExp(
  [
    String.raw`(?<![A-Za-z0-9])(?:https?|ftp)://${URL_CHAR}+`,
    String.raw`(?<![A-Za-z0-9.\-])www\.${LABEL}(?:\.${LABEL})+(?:/${URL_CHAR}*)?`,
    MESSENGER_LINK,
    String.raw`(?<![A-Za-z0-9.\-@])(?:${LABEL}\.)+(?:${TLD_ALTERNATIVES})(?![A-Za-z0-9\-])(?:/${URL_CHAR}*)?`,
  ].join('|'),
  'gi',
);

/** The names of messengers a contact id follows (`LINE ID: taro_123`, `ラインは taro123`, `インスタ @taro.trip`). */
const MESSENGER_NAME = [
  String.raw`(?<![A-Za-z])(?:line|whatsapp|telegram|wechat|kakao(?:talk)?|instagram|insta|facebook|messenger|skype|discord|signal|twitter|tiktok)(?![A-Za-z])`,
  String.raw`(?<![ァ-ヺー])(?:ライン|らいん|ワッツアップ|テレグラム|ウィーチャット|カカオ(?:トーク)?|インスタ(?:グラム)?|フェイスブック|スカイプ|ディスコード|ツイッター|ティックトック)(?![ァ-ヺー])`,
].join('|');
/** After the name: `@` (LINE@), `ID` or アカウント, a colon, は or です, then the id itself (captured). */
const MESSENGER_ID = new RegExp(
  `(?:${MESSENGER_NAME})@?(?:${GAP}の?${GAP}(?:id|アカウント|アカ))?${GAP}(?:[:=]|は|です|is)?${GAP}(@?[A-Za-z0-9][A-Za-z0-9._\\-]{2,31})(?![A-Za-z0-9._\\-])`,
  'gi',
);

/** A sentence's full stop or comma after a link or an id is the writer's, not the link's. */
function withoutTrailing(s: string): number {
  let end = s.length;
  while (end > 0 && '.,!?:;-'.includes(s[end - 1]!)) end--;
  return end;
}

export function findLinks(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(LINKS)) spans.push({ start: m.index, end: m.index + withoutTrailing(m[0]) });
  for (const m of text.matchAll(MESSENGER_ID)) {
    const id = m[1]!;
    const start = m.index + m[0].length - id.length;
    spans.push({ start, end: start + withoutTrailing(id) });
  }
  return spans;
}
