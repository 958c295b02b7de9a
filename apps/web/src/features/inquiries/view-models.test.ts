import type { InquiryMessage, InquirySummary } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { mergeMessages, appendPage, prependPage } from './api/show-inquiry-messages';
import { sendBlockReason, toInquiryRow, toThreadMessage } from './view-models';

const guest = { id: '22222222-2222-4222-8222-222222222222', name: '予約 花子', deactivated: false, unavailable: false };
const host = { id: '33333333-3333-4333-8333-333333333333', name: '貸出 一郎', deactivated: false, unavailable: false };

function message(seq: number, overrides: Partial<InquiryMessage> = {}): InquiryMessage {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    seq,
    kind: 'Normal',
    senderRole: 'Guest',
    mine: true,
    body: `メッセージ${seq}`,
    masked: false,
    systemEvent: null,
    readByCounterpart: false,
    createdAt: `2026-11-25T0${seq}:00:00.000Z`,
    ...overrides,
  };
}

describe('toThreadMessage', () => {
  const thread = { viewerRole: 'Guest' as const, guest, host };

  it('marks the viewer’s own messages read up to the other side’s last read one', () => {
    const readUpTo = { guest: 3, host: 2 };
    expect(toThreadMessage(message(2), thread, readUpTo).readByOther).toBe(true);
    expect(toThreadMessage(message(3), thread, readUpTo).readByOther).toBe(false);
    expect(toThreadMessage(message(1), thread, { guest: 3, host: null }).readByOther).toBe(false);
    // The other side's message never carries a read mark of the viewer's.
    expect(toThreadMessage(message(1, { mine: false, senderRole: 'Host' }), thread, readUpTo)).toMatchObject({
      readByOther: false,
      senderName: '貸出 一郎',
    });
  });

  it('gives a system message no writer', () => {
    const system = message(4, { kind: 'System', senderRole: null, mine: false, systemEvent: 'Approved', body: '予約が確定しました。' });
    expect(toThreadMessage(system, thread, { guest: 4, host: 4 })).toMatchObject({ kind: 'System', senderName: null, mine: false });
  });
});

describe('the loaded messages', () => {
  it('merge each message once, in the thread’s order', () => {
    expect(mergeMessages([message(1), message(3)], [message(3), message(2)]).map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('take new messages and read marks from a poll, and older ones from a page back', () => {
    const loaded = { items: [message(5), message(6)], hasOlder: true, readUpTo: { guest: 6, host: 4 } };
    const polled = appendPage(loaded, { items: [message(7)], hasOlder: true, readUpTo: { guest: 7, host: 6 } });
    expect(polled.items.map((m) => m.seq)).toEqual([5, 6, 7]);
    expect(polled.readUpTo).toEqual({ guest: 7, host: 6 });
    const back = prependPage(polled, { items: [message(3), message(4)], hasOlder: false, readUpTo: { guest: 0, host: 0 } });
    expect(back.items.map((m) => m.seq)).toEqual([3, 4, 5, 6, 7]);
    expect(back.hasOlder).toBe(false);
    expect(back.readUpTo).toEqual({ guest: 7, host: 6 });
  });
});

describe('toInquiryRow', () => {
  const summary: InquirySummary = {
    id: '44444444-4444-4444-8444-444444444444',
    state: 'Open',
    viewerRole: 'Host',
    listing: { kind: 'Car', id: '11111111-1111-4111-8111-111111111111', title: 'ハイエース', cover: null },
    reserve: null,
    guest,
    host,
    lastMessage: { kind: 'Normal', senderRole: 'Host', excerpt: '使えます', createdAt: '2026-11-25T01:00:00.000Z' },
    unreadCount: 0,
    unread: { guest: 1, host: 0 },
    createdAt: '2026-11-25T00:00:00.000Z',
    lastActivityAt: '2026-11-25T01:00:00.000Z',
  };

  it('knows whether the last message is the viewer’s own', () => {
    expect(toInquiryRow(summary).lastMessage?.mine).toBe(true);
    expect(toInquiryRow({ ...summary, viewerRole: 'Guest' }).lastMessage?.mine).toBe(false);
    const system = { ...summary, lastMessage: { ...summary.lastMessage!, kind: 'System' as const, senderRole: null } };
    expect(toInquiryRow(system).lastMessage?.mine).toBe(false);
  });
});

describe('sendBlockReason', () => {
  const base = { canSend: false, state: 'Open' as const, viewerRole: 'Guest' as const, guest, host };
  it('says why the viewer cannot write', () => {
    expect(sendBlockReason({ ...base, canSend: true })).toBeNull();
    expect(sendBlockReason({ ...base, state: 'Closed' })).toBe('closed');
    expect(sendBlockReason({ ...base, host: { ...host, deactivated: true } })).toBe('deactivated');
    expect(sendBlockReason({ ...base, host: { ...host, unavailable: true } })).toBe('unavailable');
    // The guest's side of the host's view.
    expect(sendBlockReason({ ...base, viewerRole: 'Host', guest: { ...guest, unavailable: true } })).toBe('unavailable');
    expect(sendBlockReason(base)).toBe('other');
  });
});
