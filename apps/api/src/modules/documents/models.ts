import type { BankAccountKind, ConsumptionTaxRate } from '@kurumatabi/contract';

/**
 * The plain inputs of the money documents. The callers (payments, payouts) build them from the ledger and the
 * reservation; the renderers only lay them out, so every amount here is already final, integer yen, tax-inclusive.
 * Calendar days are `YYYY-MM-DD` in Japan time.
 */

/** Who issues the document: the host (a rental-car company, a campsite) or the marketplace. */
export interface DocumentIssuer {
  name: string;
  postalCode?: string;
  address?: string;
  phone?: string;
  email?: string;
  /**
   * 適格請求書発行事業者登録番号 (`T` + 13 digits, check digit valid). When present the document is a qualified
   * invoice (適格請求書) and carries the tax per rate; when absent it is an ordinary one.
   */
  registrationNumber?: string;
}

/** Who receives it: a person (「様」) or a company (「御中」). */
export interface DocumentAddressee {
  name: string;
  honorific: '様' | '御中';
  /** For a company: the department or the person in charge, printed under the name. */
  attention?: string;
}

/** One line of an items table, tax-inclusive. */
export interface DocumentItem {
  label: string;
  /** A second, smaller line (e.g. 「2泊 × ¥6,400」). */
  detail?: string;
  amount: number;
  taxRate: ConsumptionTaxRate;
}

/** The trip a receipt or invoice is for. */
export interface DocumentReservation {
  code: string;
  listingTitle: string;
  startDate: string;
  endDate: string;
}

/** The account a transfer goes to or comes from. */
export interface DocumentBankAccount {
  bankName: string;
  branchName: string;
  accountKind: BankAccountKind;
  /** As it may be printed: the full number on an invoice to pay, masked (`****567`) on a statement. */
  accountNumber: string;
  /** 口座名義, full-width katakana. */
  holderKana: string;
}

/** 領収書 for a paid reservation. */
export interface ReceiptModel {
  receiptNumber: string;
  issueDate: string;
  /** 取引年月日: the day the payment was captured. */
  transactionDate: string;
  /** 宛名: the guest's name by default, editable once by the guest. */
  addressee: DocumentAddressee;
  /** 但し書き, e.g. 「キャンピングカー利用料として」. */
  purpose: string;
  reservation: DocumentReservation;
  items: DocumentItem[];
  /** e.g. 「クレジットカード（VISA ****4242）」. */
  paymentMethod?: string;
  issuer: DocumentIssuer;
  /** The day of a reissue (再発行): the receipt is the first one, marked as reissued on that day. */
  reissueDate?: string;
  notes?: string[];
}

/** 請求書 to a corporate guest paying by transfer (請求書払い). */
export interface PaymentInvoiceModel {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  /** 取引年月日 (the approval, or the start day of the trip). */
  transactionDate: string;
  addressee: DocumentAddressee;
  reservation: DocumentReservation;
  items: DocumentItem[];
  /** The marketplace, which collects the payment. */
  issuer: DocumentIssuer;
  /** The marketplace's account the guest transfers to (full number). */
  bankAccount: DocumentBankAccount;
  notes?: string[];
}

/** A calendar month, e.g. `{ year: 2026, month: 11 }` for 2026年11月分. */
export interface DocumentPeriod {
  year: number;
  month: number;
}

/**
 * One line of a payout statement: a returned trip, a cancellation fee collected for the host, or a later adjustment
 * of a reservation's share (a refund after the close lowers the payout: its sales may be negative).
 */
export interface PayoutLine {
  kind: 'trip' | 'cancellation' | 'adjustment';
  /** The trip's start day (trip) or the day of the cancellation or the adjustment. */
  date: string;
  listingTitle: string;
  reservationCode: string;
  /** Never the guest's full name on a host's document: initials (e.g. 「Y.T. 様」) or nothing, and the reservation code. */
  guestLabel?: string;
  /** What the guest paid for it (the trip's total or the cancellation fee), tax-inclusive. */
  sales: number;
  /** The marketplace's fee on it, tax-inclusive at the standard rate. */
  fee: number;
}

/** 支払通知書: what the marketplace pays a host for a month. */
export interface PayoutStatementModel {
  statementNumber: string;
  issueDate: string;
  period: DocumentPeriod;
  payoutDate: string;
  payee: DocumentAddressee;
  issuer: DocumentIssuer;
  lines: PayoutLine[];
  /** Masked account number. */
  bankAccount: DocumentBankAccount;
  /** The number of the fee invoice for the same month, when one is issued, so the two documents point at each other. */
  feeInvoiceNumber?: string;
  notes?: string[];
}

/** How a fee invoice is settled: deducted from the month's payout (the default) or transferred by the host. */
export type FeeSettlement =
  | { kind: 'deducted'; payoutDate: string; statementNumber?: string }
  | { kind: 'transfer'; dueDate: string; bankAccount: DocumentBankAccount };

/** The marketplace's monthly invoice to a host for its fee: always a qualified invoice. */
export interface FeeInvoiceModel {
  invoiceNumber: string;
  issueDate: string;
  period: DocumentPeriod;
  addressee: DocumentAddressee;
  /** The marketplace; its registration number is required. */
  issuer: DocumentIssuer & { registrationNumber: string };
  /** One fee line per reservation (or one per kind of fee). */
  items: (DocumentItem & { date: string })[];
  settlement: FeeSettlement;
  notes?: string[];
}
