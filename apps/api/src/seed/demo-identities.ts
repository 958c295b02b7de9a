import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { demoAccounts, type DemoAccount } from './demo-accounts.js';

const rolesOf = (key: DemoAccount['key']) => ({
  isCarOwner: key === 'carOwner',
  isFacilityProvider: key === 'facilityProvider',
  isOperator: key === 'operator' || key === 'secondOperator' || key === 'thirdOperator',
});

function isCode(error: unknown, code: string): boolean {
  return (error as { code?: unknown })?.code === code;
}

/**
 * Ensures the demo identities exist in the Auth emulator with their fixed uids and passwords, and
 * that their users rows carry their roles. Runs on every start: the emulator's state may have been
 * wiped while the database was kept.
 */
export async function ensureDemoIdentities(db: Db): Promise<void> {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = process.env.FIREBASE_PROJECT_ID;
  if (!emulatorHost || !projectId) {
    // Demo passwords are public: they must never exist in a real project.
    throw new Error('demo accounts need the Auth emulator: set FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_PROJECT_ID');
  }
  const app = initializeApp({ projectId }, `kurumatabi-seed-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    for (const account of demoAccounts) {
      try {
        await auth.getUser(account.uid);
      } catch (error) {
        if (!isCode(error, 'auth/user-not-found')) throw error;
        // Someone may have signed up with a demo email under another uid: replace that account, so the printed password works.
        const other = await auth.getUserByEmail(account.email).catch((lookup: unknown) => {
          if (isCode(lookup, 'auth/user-not-found')) return null;
          throw lookup;
        });
        if (other) await auth.deleteUser(other.uid);
        await auth.createUser({
          uid: account.uid,
          email: account.email,
          password: account.password,
          displayName: account.name,
          emailVerified: true,
        });
      }
      const joined = account.joinedOn ? new Date(`${account.joinedOn}T10:00:00+09:00`) : null;
      await db
        .insert(users)
        .values({
          firebaseUid: account.uid,
          email: account.email,
          name: account.name,
          ...rolesOf(account.key),
          createdAt: joined ?? undefined,
        })
        .onConflictDoUpdate({
          target: users.firebaseUid,
          // A database seeded before the accounts had their days keeps its data, and gets the earlier day.
          set: {
            ...rolesOf(account.key),
            ...(joined ? { createdAt: sql`least(${users.createdAt}, ${joined.toISOString()}::timestamptz)` } : {}),
          },
        });
    }
  } finally {
    await deleteApp(app);
  }
}
