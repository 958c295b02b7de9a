import { Check, Circle } from 'lucide-react';
import { cx } from '@/lib/cx';
import { authMessages as m } from '../messages';
import { passwordRequirements, type PasswordPolicy } from '../password-policy';

/** The policy's requirements, ticked off live as the password is typed. */
export function PasswordChecklist({ policy, password }: { policy: PasswordPolicy; password: string }) {
  return (
    <ul aria-label={m.passwordRules} className="flex flex-wrap gap-x-4 gap-y-1 pt-1 text-xs">
      {passwordRequirements(policy, password).map((requirement) => (
        <li key={requirement.key} className={cx('flex items-center gap-1.5', requirement.met ? 'text-success' : 'text-ink-muted')}>
          {requirement.met ? <Check className="size-3.5" aria-hidden /> : <Circle className="size-3" aria-hidden />}
          {requirement.label}
        </li>
      ))}
    </ul>
  );
}
