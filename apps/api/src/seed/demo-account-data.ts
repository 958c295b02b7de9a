import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bankAccounts, notifications, userLocations, users } from '../db/schema/index.js';
import { demoAccounts, type DemoAccount } from './demo-accounts.js';

/** Real Zengin codes (三菱UFJ銀行 三軒茶屋支店, 山梨中央銀行 河口湖支店), the names as the list has them. */
const demoBankAccounts: Partial<Record<DemoAccount['key'], Omit<typeof bankAccounts.$inferInsert, 'userId'>>> = {
  carOwner: {
    bankCode: '0005',
    branchCode: '700',
    bankName: '三菱ＵＦＪ',
    branchName: '三軒茶屋',
    accountKind: 'Ordinary',
    accountNumber: '1234567',
    holderName: 'サトウ\u3000ケンイチ',
    accountType: 'Individual',
  },
  facilityProvider: {
    bankCode: '0142',
    branchCode: '507',
    bankName: '山梨中央',
    branchName: '河口湖',
    accountKind: 'Ordinary',
    accountNumber: '7654321',
    holderName: 'スズキ\u3000ミサキ',
    accountType: 'Individual',
  },
};

async function userOf(db: Db, uid: string): Promise<{ id: string; createdAt: Date } | null> {
  const [row] = await db.select({ id: users.id, createdAt: users.createdAt }).from(users).where(eq(users.firebaseUid, uid)).limit(1);
  return row ?? null;
}

/**
 * What the demo accounts show on マイページ at first start: the car owner's pickup location and
 * payout account, and a welcome notice for everyone. Added only where the user has none, so a demo
 * that was changed by hand stays as it is.
 */
export async function ensureDemoAccountData(db: Db): Promise<void> {
  for (const account of demoAccounts) {
    const user = await userOf(db, account.uid);
    if (!user) continue;
    const userId = user.id;
    const [inbox] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
    if (!inbox?.n) {
      await db.insert(notifications).values({
        userId,
        kind: 'News',
        title: 'くるま旅へようこそ',
        body: `${account.name} さん、ご登録ありがとうございます。マイページから運転免許証を登録すると、車両の予約ができるようになります。`,
        link: '/mypage/driving-license',
        // Welcomed the day they joined, before anything else that happened to them.
        createdAt: user.createdAt,
      });
    }
    if (account.key !== 'carOwner' && account.key !== 'facilityProvider') continue;
    const [locations] = await db.select({ n: count() }).from(userLocations).where(eq(userLocations.userId, userId));
    if (!locations?.n) {
      await db.insert(userLocations).values(
        account.key === 'carOwner'
          ? {
              userId,
              name: '自宅ガレージ（世田谷）',
              postalCode: '154-0004',
              prefecture: 'Tokyo',
              city: '世田谷区',
              addressLine: '太子堂4-1-1',
              latitude: 35.6436,
              longitude: 139.6706,
              note: '三軒茶屋駅から徒歩8分。到着時にお電話ください。',
            }
          : {
              userId,
              name: '受付棟前駐車場',
              postalCode: '401-0301',
              prefecture: 'Yamanashi',
              city: '南都留郡富士河口湖町',
              addressLine: '船津1234',
              latitude: 35.4983,
              longitude: 138.7686,
              note: 'チェックインは15時から。',
            },
      );
    }
    const [bank] = await db.select({ bankCode: bankAccounts.bankCode }).from(bankAccounts).where(eq(bankAccounts.userId, userId));
    const demoBank = demoBankAccounts[account.key];
    if (demoBank && !bank) await db.insert(bankAccounts).values({ userId, ...demoBank });
    // A demo database from before the Zengin codes: its free-text account could never be paid out.
    else if (demoBank && bank && bank.bankCode === null) await db.update(bankAccounts).set(demoBank).where(eq(bankAccounts.userId, userId));
  }
}
