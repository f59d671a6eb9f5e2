import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonOptions extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Primary is the one main action of a step; secondary the others; text an action that reads as a link. */
  variant?: ButtonVariant;
  /** Waiting for its answer: the button says so (aria-busy, a spinner) and cannot be pressed twice. */
  busy?: boolean;
}

/** The class names of a design-system button, for links that must look like one (the cart's Checkout). */
export function buttonClass(variant: ButtonVariant = 'secondary', extra?: string): string {
  return ['button', variant === 'secondary' ? '' : `button--${variant}`, extra ?? ''].filter(Boolean).join(' ');
}

/** A design-system button: one look for each variant and for busy and disabled, on every page. */
export function Button({ variant = 'secondary', busy = false, className, disabled, type = 'button', children, ...rest }: ButtonOptions) {
  return (
    <button {...rest} type={type} className={buttonClass(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
