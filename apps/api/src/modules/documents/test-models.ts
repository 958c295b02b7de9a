import type { FeeInvoiceModel, PaymentInvoiceModel, PayoutStatementModel, ReceiptModel } from './models.js';

/** Realistic models for the tests and for looking at the documents (see documents.test.ts). */

export const marketplace = {
  name: '株式会社くるま旅',
  postalCode: '150-0002',
  address: '東京都渋谷区渋谷二丁目24番12号 渋谷スクランブルスクエア 39階',
  phone: '03-1234-5678',
  email: 'billing@kurumatabi.jp',
  // A number whose check digit is valid (the tax office's own corporate number with the T prefix).
  registrationNumber: 'T7000012050002',
} as const;

export const host = {
  name: '株式会社北海道キャンピングレンタル',
  postalCode: '060-0005',
  address: '北海道札幌市中央区北五条西二丁目5番地',
  phone: '011-222-3333',
  registrationNumber: 'T1180301018771',
} as const;

export function receiptModel(overrides: Partial<ReceiptModel> = {}): ReceiptModel {
  return {
    receiptNumber: 'R-202612-000123',
    issueDate: '2026-12-02',
    transactionDate: '2026-11-28',
    addressee: { name: '山田 花子', honorific: '様' },
    purpose: 'キャンピングカー利用料として',
    reservation: {
      code: 'KR-8F3K2Q',
      listingTitle: 'トヨタ ハイエース キャンパー「ノマド」',
      startDate: '2026-12-05',
      endDate: '2026-12-07',
    },
    items: [
      { label: '車両利用料', detail: '2泊 × ¥12,800', amount: 25_600, taxRate: 10 },
      { label: 'オプション: FFヒーター', amount: 2_200, taxRate: 10 },
      { label: 'オプション: 寝具セット（2名分）', amount: 3_300, taxRate: 10 },
    ],
    paymentMethod: 'クレジットカード（VISA ****4242）',
    issuer: host,
    ...overrides,
  };
}

export function paymentInvoiceModel(overrides: Partial<PaymentInvoiceModel> = {}): PaymentInvoiceModel {
  return {
    invoiceNumber: 'INV-202612-000045',
    issueDate: '2026-12-02',
    dueDate: '2027-01-31',
    transactionDate: '2026-12-01',
    addressee: { name: '株式会社オオゾラ旅行', honorific: '御中', attention: '総務部 経理課 佐藤 様' },
    reservation: {
      code: 'KR-Q7M2ZD',
      listingTitle: '日産 キャラバン キャンパー「ひだまり」',
      startDate: '2026-12-20',
      endDate: '2026-12-23',
    },
    items: [
      { label: '車両利用料', detail: '3泊 × ¥15,400', amount: 46_200, taxRate: 10 },
      { label: 'オプション: 送迎（新千歳空港）', amount: 5_500, taxRate: 10 },
      { label: '朝食セット（2名 × 3日）', amount: 6_480, taxRate: 8 },
    ],
    issuer: marketplace,
    bankAccount: {
      bankName: 'みずほ銀行',
      branchName: '渋谷支店',
      accountKind: 'Ordinary',
      accountNumber: '1234567',
      holderKana: 'カ）クルマタビ',
    },
    ...overrides,
  };
}

export function payoutStatementModel(overrides: Partial<PayoutStatementModel> = {}): PayoutStatementModel {
  return {
    statementNumber: 'PS-202611-0007',
    issueDate: '2026-12-01',
    period: { year: 2026, month: 11 },
    payoutDate: '2026-12-31',
    payee: { name: host.name, honorific: '御中' },
    issuer: marketplace,
    lines: [
      {
        kind: 'trip',
        date: '2026-11-03',
        listingTitle: 'トヨタ ハイエース キャンパー「ノマド」',
        reservationCode: 'KR-A1B2C3',
        guestLabel: 'Y.H. 様',
        sales: 38_400,
        fee: 3_840,
      },
      {
        kind: 'trip',
        date: '2026-11-14',
        listingTitle: '日産 キャラバン キャンパー「ひだまり」',
        reservationCode: 'KR-D4E5F6',
        guestLabel: 'S.K. 様',
        sales: 61_600,
        fee: 6_160,
      },
      {
        kind: 'cancellation',
        date: '2026-11-20',
        listingTitle: 'トヨタ ハイエース キャンパー「ノマド」',
        reservationCode: 'KR-G7H8J9',
        sales: 7_680,
        fee: 768,
      },
    ],
    bankAccount: {
      bankName: '北洋銀行',
      branchName: '札幌駅前支店',
      accountKind: 'Ordinary',
      accountNumber: '****567',
      holderKana: 'カ）ホッカイドウキャンピングレンタル',
    },
    feeInvoiceNumber: 'FI-202611-0007',
    ...overrides,
  };
}

export function feeInvoiceModel(overrides: Partial<FeeInvoiceModel> = {}): FeeInvoiceModel {
  return {
    invoiceNumber: 'FI-202611-0007',
    issueDate: '2026-12-01',
    period: { year: 2026, month: 11 },
    addressee: { name: host.name, honorific: '御中' },
    issuer: marketplace,
    items: [
      { date: '2026-11-03', label: 'サービス手数料 KR-A1B2C3', amount: 3_840, taxRate: 10 },
      { date: '2026-11-14', label: 'サービス手数料 KR-D4E5F6', amount: 6_160, taxRate: 10 },
      { date: '2026-11-20', label: 'サービス手数料（キャンセル料） KR-G7H8J9', amount: 768, taxRate: 10 },
    ],
    settlement: { kind: 'deducted', payoutDate: '2026-12-31', statementNumber: 'PS-202611-0007' },
    ...overrides,
  };
}
