import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@/components/link';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
}

/** A navigation that looks like a button (it stays a link for the browser and assistive tech). */
export function LinkButton({ variant, size, fullWidth, icon, className, children, ...rest }: LinkButtonProps) {
  return (
    <Link
      className={buttonClasses({ variant, size, fullWidth, className: typeof className === 'string' ? className : undefined })}
      {...rest}
    >
      {icon}
      {children}
    </Link>
  );
}
