import { maskContactDetails, type ActorRole, type InquirySide } from '@kurumatabi/contract';
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import { asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  cars,
  contactMessages,
  inquiries,
  reserves,
  reserveStatusHistory,
  spots,
  users,
  type ReserveRow,
  type UserRow,
} from '../db/schema/index.js';
import { systemEventOf, systemMessageOf } from '../modules/inquiries/inquiry-texts.js';
import { contactsMasked } from '../modules/inquiries/inquiries.policy.js';
import { createInquiriesRepository, type NewMessage, type ThreadTarget } from '../modules/inquiries/inquiries.repository.js';
import type { Tx } from '../modules/listings/listings.repository.js';
import { demoAccounts } from './demo-accounts.js';

/**
 * The demo conversations (ADR 0025), so that mypage/inquiries, the hosts' lists, the reservation
 * pages and the operators' contact inbox look alive: every demo reservation's thread with the System
 * messages of its history, a few of them with what the guest and the host wrote, questions asked
 * before booking (one answered and unread, one closed), and contact messages in each state. Written
 * once, when the demo guest has no thread yet. Times are relative to the seed's clock.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What a line may speak of: the listing's own facts (and the reservation's party), so it never contradicts them. */
export interface ThreadFacts {
  ruleIds: readonly string[];
  facilityIds: readonly string[];
  optionIds: readonly string[];
  sleeps: number;
  people: number;
  /** Another listing of the same host that takes pets, for a host who must say no. */
  petsWelcomeElsewhere: string | null;
}

/** A person's line: who, how long after the event it answers (or before `at`), what. */
interface Line {
  side: InquirySide;
  /** Minutes after the reservation's event `after` (or after the thread's start for a question). */
  after: ReserveStatus | 'start';
  minutes: number;
  body: string | ((facts: ThreadFacts) => string);
}

/** The host's answer to a guest who asks to bring her dog: what the listing's pets rule says. */
export function petsAnswer(facts: ThreadFacts): string {
  if (facts.ruleIds.includes('pets-allowed')) {
    return 'お問い合わせありがとうございます。ペット同乗OKです！防水のシートカバーを敷いてお渡しします。抜け毛は軽く掃除していただければ大丈夫です。';
  }
  const elsewhere = facts.petsWelcomeElsewhere
    ? `同じく私が貸し出している「${facts.petsWelcomeElsewhere}」はペットと一緒にご利用いただけますので、よろしければそちらもご覧ください。`
    : '';
  return `お問い合わせありがとうございます。申し訳ありませんが、この車はペット同乗不可としています（アレルギーのお客さまもご利用になるため）。${elsewhere}`;
}

/** What the demo guest and hosts wrote in some reservations' threads, by the reservation's listing kind and status. */
const reserveLines: { kind: 'car' | 'spot'; status: ReserveStatus; lines: Line[] }[] = [
  {
    kind: 'car',
    status: 'Request',
    lines: [
      {
        side: 'Guest',
        after: 'Request',
        minutes: 4,
        body: 'はじめまして、山田です。キャンピングカーは初めてなのですが、普通免許（AT限定）で運転できますか？\n受け取りは朝10時ごろを考えています。',
      },
    ],
  },
  {
    kind: 'car',
    status: 'Renting',
    lines: [
      {
        side: 'Guest',
        after: 'Request',
        minutes: 10,
        body: (f) =>
          f.sleeps >= f.people
            ? `${f.people}人で車内に泊まりたいのですが、全員横になって眠れますか？`
            : f.optionIds.includes('child-seat')
              ? `大人と子ども合わせて${f.people}人で乗ります。チャイルドシートは2台お借りできますか？`
              : `${f.people}人で乗ります。スーツケース2つとベビーカーは積めそうでしょうか？`,
      },
      {
        side: 'Host',
        after: 'Request',
        minutes: 95,
        body: (f) =>
          f.sleeps >= f.people
            ? `ご質問ありがとうございます！ベッドを展開すれば${f.sleeps}人まで横になれますので、${f.people}人なら大丈夫です。`
            : f.optionIds.includes('child-seat')
              ? 'ご質問ありがとうございます！チャイルドシートは2台までご用意できます。予約のオプションで台数をお選びください。'
              : 'ご質問ありがとうございます！荷室が広いので、スーツケース2つとベビーカーなら問題なく積めます。',
      },
      {
        side: 'Host',
        after: 'Approved',
        minutes: 20,
        body: 'ご予約ありがとうございます。受け渡しは自宅横の駐車場です。当日なにかあれば 090-4821-7730 までお電話ください。',
      },
      { side: 'Guest', after: 'Approved', minutes: 60, body: '承知しました。当日はよろしくお願いします！' },
      { side: 'Guest', after: 'Renting', minutes: -45, body: 'すみません、高速が渋滞していて30分ほど遅れそうです…！' },
      { side: 'Host', after: 'Renting', minutes: -40, body: '了解です。焦らず安全運転でお越しください。' },
      {
        side: 'Host',
        after: 'Renting',
        minutes: 30,
        body: (f) =>
          f.facilityIds.includes('ff-heater')
            ? '給油は満タン返しでお願いします。FFヒーターの使い方は運転席の裏にメモを貼っておきました。楽しい旅を！'
            : '給油は満タン返しでお願いします。車検証と取扱説明書はグローブボックスに入っています。楽しい旅を！',
      },
    ],
  },
  {
    kind: 'car',
    status: 'Returned',
    lines: [
      {
        side: 'Guest',
        after: 'Returned',
        minutes: 40,
        body: '無事に返却しました。子どもたちも大喜びで、最高の思い出になりました。また借りたいです！',
      },
      {
        side: 'Host',
        after: 'Returned',
        minutes: 180,
        body: 'きれいに使っていただきありがとうございました。またのご利用をお待ちしています。',
      },
    ],
  },
  {
    kind: 'spot',
    status: 'Request',
    lines: [{ side: 'Guest', after: 'Request', minutes: 6, body: '到着が20時ごろになりそうですが、チェックインは間に合いますか？' }],
  },
  {
    kind: 'spot',
    status: 'Renting',
    lines: [
      {
        side: 'Host',
        after: 'Approved',
        minutes: 15,
        body: 'ご予約ありがとうございます。区画はB-3です。ゴミは管理棟横の分別ボックスへお願いします。',
      },
      { side: 'Guest', after: 'Renting', minutes: 90, body: '到着しました！富士山がとてもきれいに見えます。' },
    ],
  },
];

/** Questions asked before booking: which host, which of their listings (by position), the lines, closed or not. */
const questions: { host: 'carOwner' | 'facilityProvider'; listing: number; closed: boolean; hoursAgo: number; lines: Line[] }[] = [
  {
    host: 'carOwner',
    listing: 0,
    closed: false,
    hoursAgo: 26,
    lines: [
      {
        side: 'Guest',
        after: 'start',
        minutes: 0,
        body: 'こんにちは。来月の連休に大型犬（ゴールデンレトリバー）を連れて旅行したいのですが、ペットの同乗は大丈夫でしょうか？',
      },
      { side: 'Host', after: 'start', minutes: 240, body: petsAnswer },
    ],
  },
  {
    host: 'facilityProvider',
    listing: 0,
    closed: true,
    hoursAgo: 24 * 9,
    lines: [
      { side: 'Guest', after: 'start', minutes: 0, body: '各区画の電源は100Vでしょうか？電気毛布を使いたいです。' },
      {
        side: 'Host',
        after: 'start',
        minutes: 35,
        body: 'はい、各区画に100V・15Aのコンセントがあります。電気毛布は問題なくお使いいただけます。',
      },
      {
        side: 'Guest',
        after: 'start',
        minutes: 50,
        body: 'ありがとうございます！詳しく相談したいので yamada.hanako@example.jp にご連絡いただけますか？',
      },
      { side: 'Host', after: 'start', minutes: 70, body: 'メッセージでお気軽にどうぞ。ご予約お待ちしています。' },
    ],
  },
];

const contactSamples: {
  name: string;
  email: string;
  category: 'Reservation' | 'Listing' | 'Account' | 'Partnership' | 'Other';
  body: string;
  state: 'New' | 'Answered' | 'Done';
  hoursAgo: number;
  answer?: string;
}[] = [
  {
    name: '中村 大輔',
    email: 'd.nakamura@example.jp',
    category: 'Listing',
    body: '個人で所有しているキャンピングカーを貸し出したいと考えています。任意保険は自分のものとは別に必要でしょうか？',
    state: 'New',
    hoursAgo: 3,
  },
  {
    name: '小林 さくら',
    email: 'sakura.k@example.com',
    category: 'Account',
    body: '登録したメールアドレスに確認メールが届きません。迷惑メールフォルダも確認しました。',
    state: 'New',
    hoursAgo: 20,
  },
  {
    name: '伊藤 亮',
    email: 'ryo.ito@example.net',
    category: 'Reservation',
    body: '台風で予定していた旅行に行けなくなりそうです。キャンセル料はかかりますか？',
    state: 'Answered',
    hoursAgo: 50,
    answer:
      'お問い合わせありがとうございます。気象警報の発令などで利用が難しいと当社が認めた場合、キャンセル料はかかりません。予約詳細のメッセージから掲載者にもご連絡ください。',
  },
  {
    name: '株式会社たびメディア 渡辺',
    email: 'press@tabimedia.example',
    category: 'Partnership',
    body: '車中泊特集の取材をお願いしたく、ご連絡いたしました。ご担当者さまにおつなぎいただけますでしょうか。',
    state: 'Done',
    hoursAgo: 24 * 6,
    answer: 'ご連絡ありがとうございます。広報担当よりあらためてご連絡いたします。',
  },
];

async function userByUid(db: Db | Tx, uid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid));
  return row ?? null;
}

const uidOf = (key: string) => demoAccounts.find((a) => a.key === key)?.uid ?? '';

function targetOf(row: ReserveRow): ThreadTarget {
  return row.carId ? { kind: 'Car', carId: row.carId, spotId: null } : { kind: 'Spot', carId: null, spotId: row.spotId };
}

/** Writes a thread's entries in time order (the thread's numbering follows the order of the writes). */
async function writeThread(
  tx: Tx,
  thread: { target: ThreadTarget; guestUserId: string; hostUserId: string; reserveId: string | null },
  entries: Omit<NewMessage, 'inquiryId'>[],
): Promise<string> {
  const repository = createInquiriesRepository(tx);
  const sorted = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  const started = await repository.insertThread(thread, sorted[0]!);
  if (!started) throw new Error('demo thread already exists');
  for (const entry of sorted.slice(1)) await repository.append({ ...entry, inquiryId: started.inquiryId });
  return started.inquiryId;
}

/** The facts of the thread's listing (ThreadFacts), read from its row. */
async function threadFacts(tx: Tx, target: ThreadTarget, people: number): Promise<ThreadFacts> {
  const optionIds = (options: readonly { additionalFacilityId: string }[]) => options.map((o) => o.additionalFacilityId);
  if (target.carId) {
    const [car] = await tx.select().from(cars).where(eq(cars.id, target.carId));
    if (!car) throw new Error(`demo thread of an unknown car ${target.carId}`);
    const siblings = await tx
      .select({ id: cars.id, title: cars.title, ruleIds: cars.ruleIds })
      .from(cars)
      .where(eq(cars.ownerUserId, car.ownerUserId))
      .orderBy(asc(cars.createdAt), asc(cars.id));
    const welcoming = siblings.find((c) => c.id !== car.id && c.ruleIds.includes('pets-allowed'));
    return {
      ruleIds: car.ruleIds,
      facilityIds: car.basicFacilityIds,
      optionIds: optionIds(car.options),
      sleeps: car.sleepingCapacity,
      people,
      petsWelcomeElsewhere: welcoming ? welcoming.title.split('｜')[0]! : null,
    };
  }
  const [spot] = await tx
    .select()
    .from(spots)
    .where(eq(spots.id, target.spotId ?? ''));
  if (!spot) throw new Error(`demo thread of an unknown spot ${target.spotId}`);
  return {
    ruleIds: spot.ruleIds,
    facilityIds: spot.basicFacilityIds,
    optionIds: optionIds(spot.options),
    sleeps: 0,
    people,
    petsWelcomeElsewhere: null,
  };
}

const bodyOf = (line: Line, facts: ThreadFacts) => (typeof line.body === 'string' ? line.body : line.body(facts));

function person(side: InquirySide, guest: UserRow, host: UserRow) {
  return { role: side, userId: side === 'Guest' ? guest.id : host.id };
}

async function reserveThreads(tx: Tx, guest: UserRow, hosts: UserRow[], now: Date): Promise<number> {
  const rows = await tx
    .select()
    .from(reserves)
    .where(
      inArray(
        reserves.hostUserId,
        hosts.map((h) => h.id),
      ),
    )
    .orderBy(asc(reserves.requestedAt));
  const used = new Set<string>();
  let written = 0;
  for (const row of rows) {
    const history = await tx
      .select()
      .from(reserveStatusHistory)
      .where(eq(reserveStatusHistory.reserveId, row.id))
      .orderBy(asc(reserveStatusHistory.createdAt));
    const at = (status: ReserveStatus) => history.find((h) => h.toStatus === status)?.createdAt ?? null;
    const entries: Omit<NewMessage, 'inquiryId'>[] = history.map((h) => {
      const event = systemEventOf(h.fromStatus, h.toStatus, h.actorRole as ActorRole);
      return {
        sender: null,
        body: systemMessageOf(event, row, h.actorRole as ActorRole, h.fromStatus),
        masked: false,
        systemEvent: event,
        clientKey: null,
        at: h.createdAt,
      };
    });
    // The demo guest's latest reservation of each kind and status gets the conversation written for it.
    const kind = row.carId ? 'car' : 'spot';
    const script = row.guestUserId === guest.id ? reserveLines.find((s) => s.kind === kind && s.status === row.status) : undefined;
    const host = hosts.find((h) => h.id === row.hostUserId)!;
    if (script && !used.has(`${kind}:${row.status}`)) {
      used.add(`${kind}:${row.status}`);
      const facts = await threadFacts(tx, targetOf(row), row.people);
      for (const line of script.lines) {
        const base = line.after === 'start' ? row.requestedAt : at(line.after);
        if (!base) continue;
        const when = new Date(Math.min(base.getTime() + line.minutes * MINUTE, now.getTime() - MINUTE));
        // Masked as the service masks: what was written before the approval hides phone numbers and addresses.
        const approvedAt = at('Approved');
        const beforeApproval = !approvedAt || when < approvedAt || contactsMasked(row.status);
        const body = bodyOf(line, facts);
        const stored = beforeApproval ? maskContactDetails(body) : { text: body, masked: false };
        entries.push({
          sender: person(line.side, guest, host),
          body: stored.text,
          masked: stored.masked,
          systemEvent: null,
          clientKey: null,
          at: when,
        });
      }
    }
    const id = await writeThread(
      tx,
      { target: targetOf(row), guestUserId: row.guestUserId, hostUserId: row.hostUserId, reserveId: row.id },
      entries,
    );
    // Past stays were read long ago by both; the live ones keep what the other side has not read yet.
    if (!['Request', 'Approved', 'Renting'].includes(row.status)) {
      const repository = createInquiriesRepository(tx);
      await repository.markRead(id, 'Guest', entries.length, now);
      await repository.markRead(id, 'Host', entries.length, now);
    }
    written++;
  }
  return written;
}

async function questionThreads(tx: Tx, guest: UserRow, hostsByKey: Record<'carOwner' | 'facilityProvider', UserRow | null>, now: Date) {
  let written = 0;
  for (const q of questions) {
    const host = hostsByKey[q.host];
    if (!host) continue;
    const table = q.host === 'carOwner' ? cars : spots;
    const owned = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.ownerUserId, host.id))
      .orderBy(asc(table.createdAt), asc(table.id));
    const listingId = owned[q.listing]?.id;
    if (!listingId) continue;
    const start = new Date(now.getTime() - q.hoursAgo * HOUR);
    const target: ThreadTarget =
      q.host === 'carOwner' ? { kind: 'Car', carId: listingId, spotId: null } : { kind: 'Spot', carId: null, spotId: listingId };
    const facts = await threadFacts(tx, target, 2);
    const entries = q.lines.map((line) => {
      const stored = maskContactDetails(bodyOf(line, facts));
      return {
        sender: person(line.side, guest, host),
        body: stored.text,
        masked: stored.masked,
        systemEvent: null,
        clientKey: null,
        at: new Date(Math.min(start.getTime() + line.minutes * MINUTE, now.getTime() - MINUTE)),
      };
    });
    const id = await writeThread(tx, { target, guestUserId: guest.id, hostUserId: host.id, reserveId: null }, entries);
    // The host has read the question they answered.
    await createInquiriesRepository(tx).markRead(id, 'Host', entries.length, now);
    if (q.closed) {
      await createInquiriesRepository(tx).markRead(id, 'Guest', entries.length, now);
      await createInquiriesRepository(tx).close(id, 'Guest', entries[entries.length - 1]!.at);
    }
    written++;
  }
  return written;
}

async function contactInbox(tx: Tx, operator: UserRow | null, now: Date): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(contactMessages);
  if (existing?.n) return 0;
  await tx.insert(contactMessages).values(
    contactSamples.map((s, i) => {
      const createdAt = new Date(now.getTime() - s.hoursAgo * HOUR);
      const answeredAt = s.answer ? new Date(createdAt.getTime() + 2 * HOUR) : null;
      return {
        reference: `C-DEMO${String(i + 1).padStart(4, '0')}`,
        name: s.name,
        email: s.email,
        category: s.category,
        body: s.body,
        state: s.state,
        answer: s.answer ?? null,
        answeredBy: s.answer ? (operator?.id ?? null) : null,
        answeredAt,
        doneBy: s.state === 'Done' ? (operator?.id ?? null) : null,
        doneAt: s.state === 'Done' ? answeredAt : null,
        createdAt,
      };
    }),
  );
  return contactSamples.length;
}

/** Seeds the demo conversations and contact messages once; returns how many threads and messages were added. */
export async function ensureDemoConversations(db: Db, now: Date = new Date()): Promise<number> {
  const guest = await userByUid(db, uidOf('guest'));
  if (!guest) return 0;
  const owner = await userByUid(db, uidOf('carOwner'));
  const provider = await userByUid(db, uidOf('facilityProvider'));
  const operator = await userByUid(db, uidOf('operator'));
  return db.transaction(async (tx) => {
    const hosts = [owner, provider].filter((h): h is UserRow => h !== null);
    const [started] = await tx
      .select({ n: count() })
      .from(inquiries)
      .where(
        or(
          eq(inquiries.guestUserId, guest.id),
          inArray(
            inquiries.hostUserId,
            hosts.map((h) => h.id),
          ),
        ),
      );
    let added = 0;
    if (!started?.n && hosts.length > 0) {
      added += await reserveThreads(tx, guest, hosts, now);
      added += await questionThreads(tx, guest, { carOwner: owner, facilityProvider: provider }, now);
    }
    added += await contactInbox(tx, operator, now);
    return added;
  });
}
