import type { BankAccountKind } from '@kurumatabi/contract';
import iconv from 'iconv-lite';
import { findBank, findBranch } from '../bank-accounts/zengin-directory.js';
import { blank, code, kana, numeric, ZenginFileError } from './zengin-fields.js';

export { ZenginFileError } from './zengin-fields.js';
export { parseZenginTransferFile, type ZenginTransferFile } from './zengin-transfer-file-parse.js';

/** The marketplace's own account, the money leaves from (config, later). */
export interface ZenginSourceAccount {
  /** 委託者コード: the 10 digits the bank gave the marketplace for 総合振込. */
  requesterCode: string;
  /** 委託者名, in katakana (full- or half-width): at most 40 half-width characters. */
  requesterName: string;
  bankCode: string;
  branchCode: string;
  accountType: BankAccountKind;
  accountNumber: string;
}

export interface ZenginTransferItem {
  bankCode: string;
  branchCode: string;
  accountType: BankAccountKind;
  /** 1–7 digits; written with leading zeros as banks do. */
  accountNumber: string;
  /** 口座名義カナ as stored (full-width), or already half-width. */
  holderKana: string;
  /** Integer yen > 0. */
  amount: number;
  /** 顧客コード1: up to 10 digits, for the marketplace to match the bank's result to its payout. */
  customerCode: string;
}

export interface ZenginTransferInput {
  source: ZenginSourceAccount;
  /** 取組日 (振込指定日), a calendar day `YYYY-MM-DD` in Japan. */
  transferDate: string;
  items: readonly ZenginTransferItem[];
}

export const ZENGIN_RECORD_BYTES = 120;
/** 種別コード 21: 総合振込. コード区分 0: JIS (Shift_JIS here), as every bank accepts for uploaded files. */
const KIND_GENERAL_TRANSFER = '21';
const CODE_JIS = '0';
/** 預金種目: 1 普通, 2 当座. */
const depositKind: Record<BankAccountKind, string> = { Ordinary: '1', Checking: '2' };
/** 振込指定区分 7: 電信振込 (テレ振込). 新規コード 0: none (the bank's own registration is not used). */
const TELEGRAPHIC = '7';
const NEW_CODE_NONE = '0';
/** 合計金額 is 12 digits, 振込金額 10. */
const MAX_AMOUNT = 9_999_999_999;

function bankKana(field: string, bankCode: string): string {
  const bank = findBank(bankCode);
  if (!bank) throw new ZenginFileError(field, `全銀コード一覧にない金融機関コードです（${bankCode}）。`);
  return kana(field, bank.kana, 15, { truncate: true });
}

function branchKana(field: string, bankCode: string, branchCode: string): string {
  const branch = findBranch(bankCode, branchCode);
  if (!branch) throw new ZenginFileError(field, `全銀コード一覧にない支店コードです（${bankCode}-${branchCode}）。`);
  return kana(field, branch.kana, 15, { truncate: true });
}

function mmdd(day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new ZenginFileError('取組日', `YYYY-MM-DD で指定してください（${day}）。`);
  return `${match[1]}${match[2]}`;
}

function header(source: ZenginSourceAccount, transferDate: string): string {
  return [
    '1',
    KIND_GENERAL_TRANSFER,
    CODE_JIS,
    code('委託者コード', source.requesterCode, 10),
    kana('委託者名', source.requesterName, 40),
    mmdd(transferDate),
    code('仕向銀行番号', source.bankCode, 4),
    bankKana('仕向銀行名', source.bankCode),
    code('仕向支店番号', source.branchCode, 3),
    branchKana('仕向支店名', source.bankCode, source.branchCode),
    depositKind[source.accountType],
    numeric('口座番号（依頼人）', source.accountNumber, 7),
    blank(17),
  ].join('');
}

function data(item: ZenginTransferItem, index: number): string {
  const n = `（${index + 1}件目）`;
  if (!Number.isSafeInteger(item.amount) || item.amount <= 0 || item.amount > MAX_AMOUNT) {
    throw new ZenginFileError(`振込金額${n}`, `1円以上の整数で、10桁以内で指定してください（${item.amount}）。`);
  }
  return [
    '2',
    code(`被仕向銀行番号${n}`, item.bankCode, 4),
    bankKana(`被仕向銀行名${n}`, item.bankCode),
    code(`被仕向支店番号${n}`, item.branchCode, 3),
    branchKana(`被仕向支店名${n}`, item.bankCode, item.branchCode),
    // 手形交換所番号: not used for transfers; zeros.
    '0000',
    depositKind[item.accountType],
    numeric(`口座番号${n}`, item.accountNumber, 7),
    kana(`受取人名${n}`, item.holderKana, 30),
    numeric(`振込金額${n}`, item.amount, 10),
    NEW_CODE_NONE,
    numeric(`顧客コード1${n}`, item.customerCode, 10),
    // 顧客コード2 unused; 識別表示 space: the 20 bytes are customer codes, not EDI information.
    '0'.repeat(10),
    TELEGRAPHIC,
    ' ',
    blank(7),
  ].join('');
}

function trailer(count: number, total: number): string {
  return ['8', numeric('合計件数', count, 6), numeric('合計金額', total, 12), blank(101)].join('');
}

/**
 * A 総合振込 file in the 全銀協 fixed-length format: one header, a data record per transfer, the
 * trailer with the count and the total, the end record; each record 120 bytes of Shift_JIS and a
 * CRLF. Throws ZenginFileError (naming the field and the record) on anything a bank would refuse.
 */
export function buildZenginTransferFile(input: ZenginTransferInput): Buffer {
  if (input.items.length === 0) throw new ZenginFileError('データレコード', '振込が1件もありません。');
  const total = input.items.reduce((sum, item) => sum + item.amount, 0);
  const records = [
    header(input.source, input.transferDate),
    ...input.items.map(data),
    trailer(input.items.length, total),
    `9${blank(119)}`,
  ];
  const encoded = records.map((record, index) => {
    const bytes = iconv.encode(record, 'Shift_JIS');
    // Every character written is one byte; a longer record means a writer above let something through.
    if (bytes.length !== ZENGIN_RECORD_BYTES) throw new Error(`Zengin record ${index + 1} is ${bytes.length} bytes`);
    return bytes;
  });
  return Buffer.concat(encoded.flatMap((bytes) => [bytes, Buffer.from('\r\n', 'ascii')]));
}
