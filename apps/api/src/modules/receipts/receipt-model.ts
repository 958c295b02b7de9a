import { japanDay, PriceLineKind, type PriceLine } from '@kurumatabi/contract';
import type { ReservePaymentRow, ReserveReceiptRow, ReserveRow } from '../../db/schema/index.js';
import { yen } from '../documents/format.js';
import type { DocumentItem, ReceiptModel } from '../documents/index.js';
import { finallyPaid } from './receipt-amounts.js';

/** Everything a receipt is rebuilt from: recorded facts only (ADR 0038), never today's profiles. */
export interface ReceiptFacts {
  reserve: Pick<ReserveRow, 'id' | 'carId' | 'startDate' | 'endDate' | 'priceLines' | 'total'>;
  payment: Pick<
    ReservePaymentRow,
    'status' | 'method' | 'amount' | 'amountCaptured' | 'amountRefunded' | 'refundPending' | 'cardBrand' | 'cardLast4'
  >;
  receipt: ReserveReceiptRow;
  listingTitle: string;
  /** The Japan day of this print when it is not the first one (a 再発行), else null. */
  reissueDate: string | null;
}

/** The reservation number people read (the web's 予約番号): the id's first 8 characters. */
export function reservationCode(reserveId: string): string {
  return reserveId.slice(0, 8).toUpperCase();
}

function itemOf(line: PriceLine): DocumentItem {
  const kind = PriceLineKind.labels[line.kind];
  // 「清掃料金」 needs no 「清掃料金: 」 before it; an option or a plan is named after its kind.
  const label = line.kind === 'Base' || line.name === kind ? kind : `${kind}: ${line.name}`;
  const factors = [line.quantity > 1 ? `${line.quantity}` : null, line.days > 1 ? `${line.days}日` : null].filter(Boolean);
  // Every line of a trip is a service of the host taxed at the standard rate (補償料 is the host's damage waiver, not a premium).
  return {
    label,
    detail: factors.length > 0 ? `${yen(line.unitPrice)} × ${factors.join(' × ')}` : undefined,
    amount: line.amount,
    taxRate: 10,
  };
}

function paymentMethodOf(payment: ReceiptFacts['payment']): string {
  if (payment.method === 'Invoice') return '銀行振込（請求書払い）';
  return payment.cardBrand && payment.cardLast4
    ? `クレジットカード（${payment.cardBrand.toUpperCase()} ****${payment.cardLast4}）`
    : 'クレジットカード';
}

/**
 * The receipt of a paid reservation. When money went back (a cancellation with a fee), the receipt is for what
 * was finally paid: one line, the cancellation fee, taxed on its own, with a note of the refund. The same facts
 * always give the same model, so a reissue is the first receipt marked 再発行.
 */
export function receiptModelOf(facts: ReceiptFacts): ReceiptModel {
  const { reserve, payment, receipt } = facts;
  const paid = finallyPaid(payment);
  const refunded = payment.amountRefunded + payment.refundPending;
  const isCar = reserve.carId !== null;
  const notes: string[] = [];
  let items: DocumentItem[];
  let purpose: string;
  if (refunded > 0) {
    items = [
      {
        label: 'キャンセル料',
        detail: `ご利用料金 ${yen(reserve.total)} のうち、返金 ${yen(refunded)} を除いた額`,
        amount: paid,
        taxRate: 10,
      },
    ];
    purpose = 'キャンセル料として';
    notes.push(
      `ご予約のキャンセルにより ${yen(refunded)} を返金しました${payment.refundPending > 0 ? '（返金手続き中を含む）' : ''}。`,
      '本書は返金後に最終的にお支払いいただいた金額の領収書です。返金前に発行した領収書は無効となります。',
    );
  } else {
    items = reserve.priceLines.map(itemOf);
    purpose = isCar ? '車両のご利用料金として' : 'スポットのご利用料金として';
  }
  if (facts.reissueDate) notes.push('本書は再発行したものです。');
  return {
    receiptNumber: receipt.receiptNumber,
    issueDate: japanDay(receipt.issuedAt),
    transactionDate: receipt.transactionDate,
    addressee: { name: receipt.addresseeName, honorific: receipt.addresseeHonorific },
    purpose,
    reservation: {
      code: reservationCode(reserve.id),
      listingTitle: facts.listingTitle,
      startDate: reserve.startDate,
      endDate: reserve.endDate,
    },
    items,
    paymentMethod: paymentMethodOf(payment),
    issuer: {
      name: receipt.issuerName,
      ...(receipt.issuerRegistrationNumber ? { registrationNumber: receipt.issuerRegistrationNumber } : {}),
    },
    reissueDate: facts.reissueDate ?? undefined,
    notes,
  };
}
