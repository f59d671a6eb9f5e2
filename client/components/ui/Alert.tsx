import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/**
 * News about what the shopper just did or must know. An error interrupts a screen reader (role
 * alert); the other tones wait politely (role status).
 */
export function Alert({ tone = 'info', children, className }: { tone?: AlertTone; children: ReactNode; className?: string }) {
  return (
    <div className={['alert', `alert--${tone}`, className ?? ''].filter(Boolean).join(' ')} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
