/**
 * Hides phone numbers and email addresses in a message written before a reservation of its thread
 * is approved (ADR 0025), as the large marketplaces do to keep bookings and payments on the
 * platform. The API applies it when a message is stored (the original is never kept); the web may
 * run the same function to warn while the message is typed.
 *
 * What is caught: Japanese numbers written the ways people write them — 090-1234-5678,
 * 03(1234)5678, 0120 123 456, with full-width digits (０９０－１２３４－５６７８), the katakana
 * long mark or any dash as a separator (090ー1234ー5678), dots, spaces and ideographic spaces
 * between groups — and +81 forms (+81 90-1234-5678, +81(0)3-1234-5678, ＋８１…); email addresses
 * in ASCII or full-width letters, with ＠ and a full-width or ideographic full stop in the domain.
 * What is not chased: numbers spelled in kanji or kana (〇九〇, ゼロキュウゼロ) and "at"/"dot"
 * spellings: the mask stops casual sharing, not a determined person (operators can read a thread
 * that is reported).
 */

const DIGIT = '[0-9０-９]';
/** Between two digits: at most three of spaces, dashes of every width, the long mark, dots, brackets (`090 - 1234`). */
const SEP = '[ \\t\\u3000\\-‐‑‒–—―−ーｰ－.．・()（）]{0,3}';
const NOT_DIGIT_BEFORE = '(?<![0-9０-９])';
const NOT_DIGIT_AFTER = '(?![0-9０-９])';

/**
 * A domestic number starts with 0 and has 10 or 11 digits (landlines, 0120, mobiles, 050); the
 * optional opening bracket covers (03)1234-5678.
 */
const DOMESTIC = `[(（]?[0０](?:${SEP}${DIGIT}){9,10}`;
/** +81, an optional (0), then the national number without its 0: 9 or 10 digits. */
const INTERNATIONAL = `[+＋]${SEP}[8８]${SEP}[1１]${SEP}(?:[(（][0０][)）]${SEP})?${DIGIT}(?:${SEP}${DIGIT}){8,9}`;
const PHONE = new RegExp(`${NOT_DIGIT_BEFORE}(?:${INTERNATIONAL}|${DOMESTIC})${NOT_DIGIT_AFTER}`, 'gu');

const LOCAL_CHAR = '[A-Za-z0-9._%+\\-Ａ-Ｚａ-ｚ０-９＿．－＋]';
const LABEL = '[A-Za-z0-9\\-Ａ-Ｚａ-ｚ０-９－]+';
const EMAIL = new RegExp(`${LOCAL_CHAR}+[@＠]${LABEL}(?:[.．。]${LABEL})+`, 'gu');

export const MASKED_PHONE = '［電話番号は非表示］';
export const MASKED_EMAIL = '［メールアドレスは非表示］';

/** The notice beside a masked message and above the message box while masking applies. */
export const CONTACT_MASKING_NOTICE =
  '予約が確定するまで、メッセージ内の電話番号とメールアドレスは自動的に非表示になります。連絡先は予約確定後にお伝えください。';

export interface MaskResult {
  text: string;
  /** True when something was hidden. */
  masked: boolean;
}

/** The text with every phone number and email address replaced by a marker. */
export function maskContactDetails(text: string): MaskResult {
  let masked = false;
  const replaced = text
    .replace(EMAIL, () => {
      masked = true;
      return MASKED_EMAIL;
    })
    .replace(PHONE, () => {
      masked = true;
      return MASKED_PHONE;
    });
  return { text: replaced, masked };
}

/** Whether the text holds a phone number, an email address or another contact the mask would hide. */
export function hasContactDetails(text: string): boolean {
  return maskContactDetails(text).masked;
}
