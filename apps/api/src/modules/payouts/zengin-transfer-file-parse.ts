import iconv from 'iconv-lite';
import { ZenginFileError } from './zengin-fields.js';

export interface ZenginTransferFile {
  header: {
    kindCode: string;
    codeDivision: string;
    requesterCode: string;
    requesterName: string;
    /** MMDD. */
    transferDate: string;
    bankCode: string;
    bankName: string;
    branchCode: string;
    branchName: string;
    depositKind: string;
    accountNumber: string;
  };
  records: {
    bankCode: string;
    bankName: string;
    branchCode: string;
    branchName: string;
    clearingHouse: string;
    depositKind: string;
    accountNumber: string;
    /** Half-width, as in the file (trailing spaces removed). */
    holderKana: string;
    amount: number;
    newCode: string;
    customerCode1: string;
    customerCode2: string;
    transferKind: string;
    ediFlag: string;
  }[];
  trailer: { count: number; total: number };
}

/**
 * Cuts a record into its fields by their byte lengths (the layout of zengin-transfer-file.ts), each
 * decoded on its own: a file from elsewhere with a two-byte character then shows a garbled field
 * rather than shifting every field after it.
 */
function fields(record: Buffer, lengths: readonly number[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (const length of lengths) {
    out.push(iconv.decode(record.subarray(at, at + length), 'Shift_JIS'));
    at += length;
  }
  return out;
}

const HEADER = [1, 2, 1, 10, 40, 4, 4, 15, 3, 15, 1, 7, 17] as const;
const DATA = [1, 4, 15, 3, 15, 4, 1, 7, 30, 10, 1, 10, 10, 1, 1, 7] as const;
const TRAILER = [1, 6, 12, 101] as const;

function splitRecords(buffer: Buffer): Buffer[] {
  const records: Buffer[] = [];
  let at = 0;
  while (at < buffer.length) {
    const end = buffer.indexOf('\r\n', at, 'ascii');
    const record = buffer.subarray(at, end === -1 ? buffer.length : end);
    if (record.length !== 120)
      throw new ZenginFileError(`${records.length + 1}行目`, `120バイトではありません（${record.length}バイト）。`);
    records.push(record);
    if (end === -1) break;
    at = end + 2;
  }
  return records;
}

/**
 * Reads a 総合振込 file back (tests, and staff checking a file before sending it): each record 120
 * bytes of Shift_JIS, header first, data records, the trailer, the end record, in that order, and the
 * trailer's count and total those of the data records. Throws ZenginFileError otherwise.
 */
export function parseZenginTransferFile(buffer: Buffer): ZenginTransferFile {
  const lines = splitRecords(buffer);
  const kinds = lines.map((line) => String.fromCharCode(line[0] ?? 0)).join('');
  if (!/^12+89$/.test(kinds))
    throw new ZenginFileError('データ区分', `ヘッダー・データ・トレーラー・エンドの順ではありません（${kinds}）。`);
  const h = fields(lines[0] ?? Buffer.alloc(0), HEADER);
  const header: ZenginTransferFile['header'] = {
    kindCode: h[1] ?? '',
    codeDivision: h[2] ?? '',
    requesterCode: h[3] ?? '',
    requesterName: (h[4] ?? '').trimEnd(),
    transferDate: h[5] ?? '',
    bankCode: h[6] ?? '',
    bankName: (h[7] ?? '').trimEnd(),
    branchCode: h[8] ?? '',
    branchName: (h[9] ?? '').trimEnd(),
    depositKind: h[10] ?? '',
    accountNumber: h[11] ?? '',
  };
  const records = lines.slice(1, -2).map((line) => {
    const d = fields(line, DATA);
    return {
      bankCode: d[1] ?? '',
      bankName: (d[2] ?? '').trimEnd(),
      branchCode: d[3] ?? '',
      branchName: (d[4] ?? '').trimEnd(),
      clearingHouse: d[5] ?? '',
      depositKind: d[6] ?? '',
      accountNumber: d[7] ?? '',
      holderKana: (d[8] ?? '').trimEnd(),
      amount: Number(d[9]),
      newCode: d[10] ?? '',
      customerCode1: d[11] ?? '',
      customerCode2: d[12] ?? '',
      transferKind: d[13] ?? '',
      ediFlag: d[14] ?? '',
    };
  });
  const t = fields(lines[lines.length - 2] ?? Buffer.alloc(0), TRAILER);
  const trailer = { count: Number(t[1]), total: Number(t[2]) };
  const total = records.reduce((sum, r) => sum + r.amount, 0);
  if (trailer.count !== records.length)
    throw new ZenginFileError('合計件数', `データレコードは${records.length}件です（トレーラー: ${trailer.count}）。`);
  if (trailer.total !== total)
    throw new ZenginFileError('合計金額', `データレコードの合計は${total}円です（トレーラー: ${trailer.total}）。`);
  return { header, records, trailer };
}
