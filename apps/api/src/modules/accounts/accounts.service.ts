import type { CurrentUser } from '@kurumatabi/contract';
import type { Auth } from 'firebase-admin/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { ImagesService } from '../images/images.service.js';
import type { Notify } from '../notifications/notifier.js';
import { toCurrentUser } from '../users/users.service.js';
import type { AccountsRepository } from './accounts.repository.js';

const roleNotice = {
  CarOwner: { title: '車両オーナー登録が完了しました', body: '車両を登録して、カーシェアを始めましょう。', link: '/mypage/cars/manage' },
  FacilityProvider: {
    title: 'スポット掲載者登録が完了しました',
    body: 'スポットを登録して、掲載を始めましょう。',
    link: '/mypage/spots/manage',
  },
} as const;

export function createAccountsService(deps: {
  repository: AccountsRepository;
  firebaseAuth: Auth;
  images: ImagesService;
  notify: Notify;
  log: FastifyBaseLogger;
  /** After a deactivation committed (caches of public listings and the user's remembered tokens are dropped). */
  onDeactivated?: (user: UserRow) => void;
}) {
  /** Grants the role when the agreed version is the share contract in force (idempotent). */
  async function becomeRole(user: UserRow, role: 'CarOwner' | 'FacilityProvider', agreedVersion: string): Promise<CurrentUser> {
    const current = await deps.repository.currentShareContractVersion();
    if (!current || current !== agreedVersion) throw new AppError('SHARE_CONTRACT_NOT_AGREED');
    const already = role === 'CarOwner' ? user.isCarOwner : user.isFacilityProvider;
    // The welcome notice (and its mail job) commit with the role (ADR 0026).
    const row = await deps.repository.grantRole(user.id, role, current, async (tx) => {
      if (!already) await deps.notify(user.id, { kind: 'Account', ...roleNotice[role] }, { tx });
    });
    return toCurrentUser(row);
  }

  /** Copies the identity's email once Firebase holds it as verified (ADR 0009). */
  async function syncEmail(user: UserRow, email: string): Promise<CurrentUser> {
    const record = await deps.firebaseAuth.getUser(user.firebaseUid);
    if (!record.email || record.email.toLowerCase() !== email.toLowerCase() || !record.emailVerified) {
      throw new AppError('EMAIL_CHANGE_NOT_CONFIRMED');
    }
    const row = await deps.repository.updateEmail(user.id, record.email);
    if (!row) throw new AppError('USER_NOT_REGISTERED');
    return toCurrentUser(row);
  }

  /**
   * 退会 (ADR 0010). The database refuses the user's tokens from the moment the transaction commits
   * (the auth plugin checks deactivated_at on every request); Firebase then revokes every refresh
   * token and disables the identity, so no session can be renewed or started.
   */
  async function deactivate(user: UserRow): Promise<{ deactivatedAt: string }> {
    const result = await deps.repository.deactivate(user);
    if (result === 'activeReservations') throw new AppError('ACTIVE_RESERVATION_EXISTS');
    if (!result) throw new AppError('USER_NOT_REGISTERED');
    deps.onDeactivated?.(user);
    try {
      await deps.firebaseAuth.revokeRefreshTokens(user.firebaseUid);
      await deps.firebaseAuth.updateUser(user.firebaseUid, { disabled: true });
    } catch (error) {
      deps.log.error({ err: error, userId: user.id }, '退会したユーザーの認証情報を無効化できませんでした（データベースでは拒否済み）');
    }
    await deps.images.deleteRows(result.privateImages).catch((error: unknown) => {
      deps.log.error({ err: error, userId: user.id }, '退会したユーザーの非公開画像を削除できませんでした');
    });
    return { deactivatedAt: result.deactivatedAt.toISOString() };
  }

  return { becomeRole, syncEmail, deactivate };
}
