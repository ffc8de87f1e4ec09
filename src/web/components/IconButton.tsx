import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { iconButton } from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name; required because the icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A square, icon-only button with a 44 px touch target. Its label doubles as the hover tooltip. */
export function IconButton({ label, icon, className, type = 'button', title, ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={title ?? label}
      className={[iconButton, className].filter(Boolean).join(' ')}
      {...props}
    >
      {icon}
    </button>
  );
}
