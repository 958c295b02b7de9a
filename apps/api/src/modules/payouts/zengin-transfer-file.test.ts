import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { buildZenginTransferFile, parseZenginTransferFile, ZenginFileError, type ZenginTransferInput } from './zengin-transfer-file.js';

const input: ZenginTransferInput = {
  source: {
    requesterCode: '1234567890',
    requesterName: 'カ）クルマタビ',
    bankCode: '0001',
    branchCode: '001',
    accountType: 'Ordinary',
    accountNumber: '7777777',
  },
  transferDate: '2026-12-30',
  items: [
    {
      bankCode: '0005',
      branchCode: '700',
      accountType: 'Ordinary',
      accountNumber: '1234567',
      holderKana: 'サトウ　ケンイチ',
      amount: 48_000,
      customerCode: '101',
    },
    {
      bankCode: '0142',
      branchCode: '507',
      accountType: 'Checking',
      accountNumber: '12345',
      holderKana: 'カ）ミナトキャンプ',
      amount: 123_456,
      customerCode: '102',
    },
    {
      bankCode: '9900',
      branchCode: '018',
      accountType: 'Ordinary',
      accountNumber: '0123456',
      holderKana: 'スズキ　ユーコ',
      amount: 1,
      customerCode: '9999999999',
    },
  ],
};

function lines(file: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < file.length; at += 122) out.push(file.subarray(at, at + 122));
  return out;
}

describe('buildZenginTransferFile', () => {
  it('writes header, data, trailer and end records of exactly 120 bytes, each followed by CRLF', () => {
    const file = buildZenginTransferFile(input);
    expect(file.length).toBe(6 * 122);
    for (const line of lines(file)) {
      expect(line.length).toBe(122);
      expect(line.subarray(120).toString('ascii')).toBe('\r\n');
    }
    expect(lines(file).map((l) => String.fromCharCode(l[0]!))).toEqual(['1', '2', '2', '2', '8', '9']);
  });

  it('is Shift_JIS: the half-width kana are single bytes that decode back', () => {
    const file = buildZenginTransferFile(input);
    const header = lines(file)[0]!;
    // ｶ is 0xB6 in Shift_JIS (JIS X 0201), not a UTF-8 sequence.
    expect(header[14]).toBe(0xb6);
    expect(iconv.decode(header.subarray(0, 120), 'Shift_JIS').slice(14, 54)).toBe('ｶ)ｸﾙﾏﾀﾋﾞ'.padEnd(40, ' '));
  });

  it('reads back with the header fields, the names in half-width kana and the trailer totals of the data records', () => {
    const parsed = parseZenginTransferFile(buildZenginTransferFile(input));
    expect(parsed.header).toEqual({
      kindCode: '21',
      codeDivision: '0',
      requesterCode: '1234567890',
      requesterName: 'ｶ)ｸﾙﾏﾀﾋﾞ',
      transferDate: '1230',
      bankCode: '0001',
      bankName: 'ﾐｽﾞﾎ',
      branchCode: '001',
      branchName: 'ﾄｳｷﾖｳ',
      depositKind: '1',
      accountNumber: '7777777',
    });
    expect(parsed.records).toHaveLength(3);
    expect(parsed.records[0]).toEqual({
      bankCode: '0005',
      bankName: 'ﾐﾂﾋﾞｼﾕ-ｴﾌｼﾞｴｲ',
      branchCode: '700',
      branchName: 'ｻﾝｹﾞﾝﾁﾞﾔﾔ',
      clearingHouse: '0000',
      depositKind: '1',
      accountNumber: '1234567',
      holderKana: 'ｻﾄｳ ｹﾝｲﾁ',
      amount: 48_000,
      newCode: '0',
      customerCode1: '0000000101',
      customerCode2: '0000000000',
      transferKind: '7',
      ediFlag: ' ',
    });
    // Small kana written large, the account number padded, 当座 as 2, the long-vowel mark as a hyphen.
    expect(parsed.records[1]).toMatchObject({ holderKana: 'ｶ)ﾐﾅﾄｷﾔﾝﾌﾟ', accountNumber: '0012345', depositKind: '2', amount: 123_456 });
    expect(parsed.records[2]).toMatchObject({ holderKana: 'ｽｽﾞｷ ﾕ-ｺ', branchName: 'ｾﾞﾛｲﾁﾊﾁ', customerCode1: '9999999999' });
    expect(parsed.trailer).toEqual({ count: 3, total: 48_000 + 123_456 + 1 });
  });

  it('refuses a name that cannot be encoded, naming the field and the record', () => {
    const items = [input.items[0]!, { ...input.items[1]!, holderKana: '山田　ハナコ' }];
    expect(() => buildZenginTransferFile({ ...input, items })).toThrowError(ZenginFileError);
    expect(() => buildZenginTransferFile({ ...input, items })).toThrowError(/受取人名（2件目）.*山田/);
    expect(() => buildZenginTransferFile({ ...input, source: { ...input.source, requesterName: 'くるま旅' } })).toThrowError(
      /委託者名.*旅/,
    );
  });

  it('refuses what a bank would: a name past 30, a bad amount, an unknown bank or branch, no transfers', () => {
    const one = input.items[0]!;
    const cases: [Partial<typeof one>, RegExp][] = [
      [{ holderKana: 'ア'.repeat(31) }, /受取人名（1件目）.*30/],
      [{ amount: 0 }, /振込金額（1件目）/],
      [{ amount: 1.5 }, /振込金額（1件目）/],
      [{ amount: 10_000_000_000 }, /振込金額（1件目）/],
      [{ bankCode: '0004' }, /被仕向銀行名（1件目）.*0004/],
      [{ branchCode: '999' }, /被仕向支店名（1件目）/],
      [{ accountNumber: '12345678' }, /口座番号（1件目）/],
      [{ customerCode: 'P-1' }, /顧客コード1（1件目）/],
    ];
    for (const [change, error] of cases)
      expect(() => buildZenginTransferFile({ ...input, items: [{ ...one, ...change }] })).toThrowError(error);
    expect(() => buildZenginTransferFile({ ...input, items: [] })).toThrowError(/データレコード/);
    expect(() => buildZenginTransferFile({ ...input, transferDate: '12/30' })).toThrowError(/取組日/);
    expect(() => buildZenginTransferFile({ ...input, source: { ...input.source, requesterCode: '123' } })).toThrowError(/委託者コード/);
  });
});

describe('parseZenginTransferFile', () => {
  it('refuses a record that is not 120 bytes, records out of order, and a trailer that does not add up', () => {
    const file = buildZenginTransferFile(input);
    expect(() => parseZenginTransferFile(Buffer.concat([file.subarray(0, 100), file.subarray(120)]))).toThrowError(/1行目.*120/);
    const swapped = Buffer.concat([lines(file)[1]!, lines(file)[0]!, ...lines(file).slice(2)]);
    expect(() => parseZenginTransferFile(swapped)).toThrowError(/データ区分/);
    const trailer = lines(file)[4]!;
    const forged = Buffer.concat([
      ...lines(file).slice(0, 4),
      Buffer.from(`8000003${'000000000001'}`.padEnd(120, ' ') + '\r\n', 'ascii'),
      lines(file)[5]!,
    ]);
    expect(trailer.length).toBe(122);
    expect(() => parseZenginTransferFile(forged)).toThrowError(/合計金額/);
  });
});
