import { AuditAction, UserRole, UserStatus, type Input } from '@kurumatabi/contract';
import { ReserveStatus } from '@kurumatabi/contract/enums';
import { PAYMENT_STATUSES } from '@kurumatabi/contract';
import { PaymentMethod } from '@kurumatabi/contract/enums';
import type {
  operatorSearchPayments,
  operatorSearchReserves,
  operatorShowLedgerReport,
  searchAuditLog,
  searchUsers,
} from '@kurumatabi/contract';
import { pageFromSearch } from './verification-search';

/**
 * The console's searches live in the URL (shareable, back and forward work): these read a search's
 * parameters into the call's body, keeping only what the contract accepts, so a hand-edited URL
 * narrows nothing by surprise and never sends a body the API refuses.
 */

export const CONSOLE_PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// eslint-disable-next-line no-control-regex -- the control characters the contract refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export const isUuid = (value: string) => UUID.test(value);

/** A free text as the API takes it: no control characters, trimmed, at most 100 characters. */
export function searchText(value: string | null): string | undefined {
  const text = (value ?? '').replace(CONTROL, '').trim().slice(0, 100);
  return text === '' ? undefined : text;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

function day(value: string | null): string | undefined {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

function paging(params: URLSearchParams) {
  return { limit: CONSOLE_PAGE_SIZE, offset: (pageFromSearch(params) - 1) * CONSOLE_PAGE_SIZE };
}

/** A person field (ゲスト, ホスト): a user id, or a fragment of a name or an email. */
function person(value: string | null): { id?: string; text?: string } {
  const text = searchText(value);
  if (!text) return {};
  return isUuid(text) ? { id: text.toLowerCase() } : { text };
}

/** Dates in order, or the later one dropped (the API refuses `to` before `from`). */
function period(params: URLSearchParams): { from?: string; to?: string } {
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  return from && to && to < from ? { from } : { from, to };
}

export function reserveFilters(params: URLSearchParams): Input<typeof operatorSearchReserves> {
  const reserveText = searchText(params.get('reserve'));
  const guest = person(params.get('guest'));
  const host = person(params.get('host'));
  const listing = searchText(params.get('listing'));
  return withoutUndefined({
    reserveId: reserveText && isUuid(reserveText) ? reserveText.toLowerCase() : undefined,
    guestUserId: guest.id,
    guest: guest.text,
    hostUserId: host.id,
    host: host.text,
    listingId: listing && isUuid(listing) ? listing.toLowerCase() : undefined,
    status: oneOf(ReserveStatus.values, params.get('status')),
    ...period(params),
    ...paging(params),
  });
}

/** The payment search (ADR 0041): `attention=1` lists only the payments to follow up. */
export function paymentFilters(params: URLSearchParams): Input<typeof operatorSearchPayments> {
  const reserveText = searchText(params.get('reserve'));
  return withoutUndefined({
    reserveId: reserveText && isUuid(reserveText) ? reserveText.toLowerCase() : undefined,
    guest: searchText(params.get('guest')),
    status: oneOf(PAYMENT_STATUSES, params.get('status')),
    method: oneOf(PaymentMethod.values, params.get('method')),
    attention: params.get('attention') === '1' ? true : undefined,
    ...period(params),
    ...paging(params),
  });
}

/** The ledger report's period (the whole ledger without one). */
export function ledgerFilters(params: URLSearchParams): Input<typeof operatorShowLedgerReport> {
  return withoutUndefined(period(params));
}

export function userFilters(params: URLSearchParams): Input<typeof searchUsers> {
  const who = person(params.get('q'));
  return withoutUndefined({
    userId: who.id,
    keyword: who.text,
    role: oneOf(UserRole.values, params.get('role')),
    status: oneOf(UserStatus.values, params.get('status')),
    ...paging(params),
  });
}

/** The audit log's action filter: one action, or every action of a kind (`user.`). */
export const auditActionGroups = [
  'reserve.',
  'user.',
  'car.',
  'spot.',
  'listingRevision.',
  'driverLicense.',
  'review.',
  'contactMessage.',
  'mail.',
  'inquiry.',
] as const;

export function auditFilters(params: URLSearchParams): Input<typeof searchAuditLog> {
  const operator = searchText(params.get('operator'));
  const target = searchText(params.get('target'));
  const action = params.get('action');
  return withoutUndefined({
    operatorUserId: operator && isUuid(operator) ? operator.toLowerCase() : undefined,
    targetId: target && isUuid(target) ? target.toLowerCase() : undefined,
    action: oneOf([...AuditAction.values, ...auditActionGroups], action),
    ...period(params),
    ...paging(params),
  });
}

/** Whether the search names anything (an empty search shows the newest rows). */
export function hasFilters(params: URLSearchParams, names: readonly string[]): boolean {
  return names.some((name) => (params.get(name) ?? '').trim() !== '');
}

/** The URL of another page of the same search. */
export function pageHref(path: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
