import { createRequire } from 'node:module';
import { ZENGIN_SEARCH_LIMIT, type ZenginEntry } from '@kurumatabi/contract';

/** One bank or branch of the `zengin-code` data package (names without 銀行/支店, kana as banks write it). */
interface ZenginRecord {
  code: string;
  name: string;
  kana: string;
  hira: string;
  roma: string;
}
interface ZenginBankRecord extends ZenginRecord {
  branches: Record<string, ZenginRecord>;
}

/** An entry with the normalised texts a keyword is matched against. */
interface Indexed {
  entry: ZenginEntry;
  keys: string[];
}

const require = createRequire(import.meta.url);
let banks: Record<string, ZenginBankRecord> | null = null;
let bankIndex: Indexed[] | null = null;
const branchIndexes = new Map<string, Indexed[]>();

/** The list is 5 MB of JavaScript: 0.7 s to evaluate on an idle machine, seconds on a loaded one. */
function data(): Record<string, ZenginBankRecord> {
  banks ??= require('zengin-code') as Record<string, ZenginBankRecord>;
  return banks;
}

/**
 * Reads the list soon after the app is built instead of inside the first request that needs it:
 * evaluating it blocks the event loop, which would stall every request in flight at that moment
 * (the contract fuzzer's 1 s budget noticed). Unref'd, so a short-lived app or script never waits.
 */
export function preloadZenginDirectory(): void {
  if (banks) return;
  setTimeout(() => void data(), 0).unref();
}

const smallToLarge: Record<string, string> = {
  ぁ: 'あ',
  ぃ: 'い',
  ぅ: 'う',
  ぇ: 'え',
  ぉ: 'お',
  ゃ: 'や',
  ゅ: 'ゆ',
  ょ: 'よ',
  っ: 'つ',
  ゎ: 'わ',
  ゕ: 'か',
  ゖ: 'け',
};

/**
 * One form for a keyword and the list's texts: NFKC (full-width Latin and half-width kana), lower
 * case, katakana as hiragana with small kana large (the list writes キヨウ for きょう), every dash and
 * the long-vowel mark as `-`, no spaces.
 */
export function searchKey(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[ァ-ヶ]/g, (k) => String.fromCharCode(k.charCodeAt(0) - 0x60))
    .replace(/[ぁぃぅぇぉゃゅょっゎゕゖ]/g, (s) => smallToLarge[s] ?? s)
    .replace(/[ー‐−―－-]/g, '-')
    .replace(/\s+/g, '');
}

function indexed(record: ZenginRecord): Indexed {
  return {
    entry: { code: record.code, name: record.name, kana: record.kana },
    keys: [record.code, searchKey(record.name), searchKey(record.kana), searchKey(record.hira), record.roma.toLowerCase()],
  };
}

/** The words people add that the list leaves out: みずほ銀行 finds みずほ, 川口信用金庫 finds 川口信金. */
function bankKeyword(keyword: string): string {
  return searchKey(keyword)
    .replace(/信用金庫/g, '信金')
    .replace(/信用組合/g, '信組')
    .replace(/(銀行|ぎんこう|ginkou|ginko|bank)$/, '');
}
function branchKeyword(keyword: string): string {
  return searchKey(keyword).replace(/(支店|してん|shiten)$/, '');
}

/** Exact matches first, then prefixes, then anywhere; the list's order (by code) within each. */
function search(index: Indexed[], keyword: string): ZenginEntry[] {
  if (keyword === '') return index.slice(0, ZENGIN_SEARCH_LIMIT).map((i) => i.entry);
  const ranked: { rank: number; position: number; entry: ZenginEntry }[] = [];
  index.forEach(({ entry, keys }, position) => {
    let rank = 3;
    for (const key of keys) {
      if (key === keyword) rank = Math.min(rank, 0);
      else if (key.startsWith(keyword)) rank = Math.min(rank, 1);
      else if (key.includes(keyword)) rank = Math.min(rank, 2);
    }
    if (rank < 3) ranked.push({ rank, position, entry });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .slice(0, ZENGIN_SEARCH_LIMIT)
    .map((r) => r.entry);
}

function byCode(records: Record<string, ZenginRecord>): Indexed[] {
  return Object.values(records)
    .sort((a, b) => a.code.localeCompare(b.code))
    .map(indexed);
}

/** Own keys only: a code is data from a request, and the list is a plain object. */
function bankRecord(bankCode: string): ZenginBankRecord | null {
  const all = data();
  return Object.hasOwn(all, bankCode) ? (all[bankCode] ?? null) : null;
}

export function searchBanks(keyword: string): ZenginEntry[] {
  bankIndex ??= byCode(data());
  return search(bankIndex, bankKeyword(keyword));
}

/** Null when the bank is not in the list. */
export function searchBranches(bankCode: string, keyword: string): ZenginEntry[] | null {
  const bank = bankRecord(bankCode);
  if (!bank) return null;
  let index = branchIndexes.get(bankCode);
  if (!index) {
    index = byCode(bank.branches);
    branchIndexes.set(bankCode, index);
  }
  return search(index, branchKeyword(keyword));
}

export function findBank(bankCode: string): ZenginEntry | null {
  const bank = bankRecord(bankCode);
  return bank ? { code: bank.code, name: bank.name, kana: bank.kana } : null;
}

export function findBranch(bankCode: string, branchCode: string): ZenginEntry | null {
  const branches = bankRecord(bankCode)?.branches;
  const branch = branches && Object.hasOwn(branches, branchCode) ? branches[branchCode] : undefined;
  return branch ? { code: branch.code, name: branch.name, kana: branch.kana } : null;
}
