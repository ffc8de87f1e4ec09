import type { ComponentProps } from 'react';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = ComponentProps<'button'> & ButtonVariants;

/** A text button. `type="button"` by default: a button inside a form must not submit by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={[button({ variant, size }), className].filter(Boolean).join(' ')} {...props} />;
}
