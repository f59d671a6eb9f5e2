import type { ContactCategory, ContactUsRequest, WarrantyRequest } from '../../shared/account/schemas/support';

/* Customer support: the contact form's categories and subjects, and the cases shoppers open. */

export const CONTACT_CATEGORIES: readonly ContactCategory[] = [
  {
    id: 'orders',
    label: 'Orders and delivery',
    subjects: [
      { id: 'where-is-my-order', label: 'Where is my order?' },
      { id: 'change-order', label: 'Change or cancel an order' },
      { id: 'missing-item', label: 'An item is missing or damaged' },
    ],
  },
  {
    id: 'returns',
    label: 'Returns and refunds',
    subjects: [
      { id: 'return-label', label: 'I need a return label' },
      { id: 'refund-status', label: 'Where is my refund?' },
    ],
  },
  {
    id: 'products',
    label: 'Products and sizing',
    subjects: [
      { id: 'sizing', label: 'Sizing and fit' },
      { id: 'care-repair', label: 'Care and repair' },
      { id: 'stock', label: 'When will an item be back in stock?' },
    ],
  },
  {
    id: 'account',
    label: 'Account and XPLR Pass',
    subjects: [
      { id: 'sign-in', label: 'I cannot sign in' },
      { id: 'points', label: 'My points balance' },
      { id: 'privacy', label: 'My personal data' },
    ],
  },
];

/** Whether the subject belongs to the category, as the form must send them. */
export function knownSubject(categoryId: string, subjectId: string): boolean {
  return CONTACT_CATEGORIES.some((category) => category.id === categoryId && category.subjects.some((subject) => subject.id === subjectId));
}

function caseNumber(prefix: 'CS' | 'WR'): string {
  return `${prefix}-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => String(byte % 10)).join('')}`;
}

/** Opens a case and answers its number; a number already taken draws another. */
export async function openCase(db: D1Database, kind: 'contact' | 'warranty', consumerNo: string | null, details: ContactUsRequest | WarrantyRequest, now = Date.now()): Promise<{ caseNumber: string; createdAt: string }> {
  for (let attempt = 0; ; attempt++) {
    const number = caseNumber(kind === 'contact' ? 'CS' : 'WR');
    const result = await db
      .prepare('INSERT OR IGNORE INTO support_cases (case_number, kind, consumer_no, email, details, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(number, kind, consumerNo, details.email.toLowerCase(), JSON.stringify(details), now)
      .run();
    if (result.meta.changes === 1) return { caseNumber: number, createdAt: new Date(now).toISOString() };
    if (attempt >= 3) throw new Error('no free case number');
  }
}
