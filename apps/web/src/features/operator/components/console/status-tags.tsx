import { UserRole, UserStatus } from '@kurumatabi/contract';
import { ReserveStatus } from '@kurumatabi/contract/enums';
import { Tag, type TagTone } from '@/components/ui/tag';

const reserveTones: Record<ReserveStatus, TagTone> = {
  Request: 'warning',
  Approved: 'gold',
  Renting: 'info',
  Returned: 'success',
  Canceled: 'neutral',
  AutoCanceled: 'neutral',
};

export function ReserveStatusTag({ status }: { status: ReserveStatus }) {
  return <Tag tone={reserveTones[status]}>{ReserveStatus.labels[status]}</Tag>;
}

const userTones: Record<UserStatus, TagTone> = { Active: 'success', Suspended: 'danger', Deactivated: 'neutral' };

export function UserStatusTag({ status }: { status: UserStatus }) {
  return <Tag tone={userTones[status]}>{UserStatus.labels[status]}</Tag>;
}

export function UserRoleTags({ roles, none }: { roles: readonly UserRole[]; none: string }) {
  if (roles.length === 0) return <Tag tone="neutral">{none}</Tag>;
  return (
    <>
      {roles.map((role) => (
        <Tag key={role} tone={role === 'Operator' ? 'gold' : 'brown'}>
          {UserRole.labels[role]}
        </Tag>
      ))}
    </>
  );
}
