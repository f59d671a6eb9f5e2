import type { Refusal } from '../http';
import type { Consumer } from './tokens';
import { hashPassword, verifyPassword, type PasswordHash } from './passwords';

/** The failed sign-in that locks an account; the one before it warns that it is the last. */
export const LOCKING_ATTEMPT = 6;

export const INVALID_CREDENTIALS: Refusal = { errorId: 'AUT401', message: 'Invalid credentials' };
const LAST_ATTEMPT: Refusal = { errorId: 'AUT426', message: 'Last login attempt' };
const NOW_LOCKED: Refusal = { errorId: 'AUT423', message: 'User locked' };
const LOCKED: Refusal = { errorId: 'AUT441', message: 'Locked account' };

interface AccountRow {
  consumer_no: string;
  password_hash: string;
  password_salt: string;
  password_iterations: number;
  locked_at: number | null;
}

/**
 * Checked when no account has the email, so an unknown address costs as much time as a wrong
 * password and the answer's timing does not tell which emails have accounts.
 */
let decoy: PasswordHash | undefined;
// The hash itself is kept, not its promise: a promise one request made hangs another that awaits it
// once the first is cancelled.
async function decoyHash(): Promise<PasswordHash> {
  decoy ??= await hashPassword(crypto.randomUUID());
  return decoy;
}

/**
 * The registered consumer an email and password belong to, or why not. Every wrong password
 * counts, atomically, towards the lock: the fifth in a row warns it was the last attempt, the
 * sixth locks the account, and a locked account refuses even the right password until it is reset.
 */
export async function checkCredentials(db: D1Database, email: string, password: string): Promise<Consumer | Refusal> {
  const row = await db
    .prepare('SELECT consumer_no, password_hash, password_salt, password_iterations, locked_at FROM accounts WHERE email = ?')
    .bind(email.trim().toLowerCase())
    .first<AccountRow>();
  if (!row) {
    await verifyPassword(password, await decoyHash());
    return INVALID_CREDENTIALS;
  }
  if (row.locked_at !== null) return LOCKED;
  if (await verifyPassword(password, { hash: row.password_hash, salt: row.password_salt, iterations: row.password_iterations })) {
    await db.prepare('UPDATE accounts SET failed_attempts = 0 WHERE consumer_no = ?').bind(row.consumer_no).run();
    return { consumerNo: row.consumer_no, type: 'Registered' };
  }
  const counted = await db
    .prepare('UPDATE accounts SET failed_attempts = failed_attempts + 1, locked_at = CASE WHEN failed_attempts + 1 >= ? THEN ? ELSE locked_at END WHERE consumer_no = ? RETURNING failed_attempts')
    .bind(LOCKING_ATTEMPT, Date.now(), row.consumer_no)
    .first<{ failed_attempts: number }>();
  const failures = counted?.failed_attempts ?? LOCKING_ATTEMPT;
  if (failures >= LOCKING_ATTEMPT) return failures === LOCKING_ATTEMPT ? NOW_LOCKED : LOCKED;
  return failures === LOCKING_ATTEMPT - 1 ? LAST_ATTEMPT : INVALID_CREDENTIALS;
}

/** What a token answer says about a registered consumer beyond their tokens. */
export interface AccountFacts {
  consumerType: string | null;
  memberId: string | null;
  isEmployeeDiscountTCAccepted: boolean | null;
  /** From the profile, for the storefront's greeting and content choice; a guest's answer has neither. */
  firstName?: string | null;
  identities?: string[];
}

/** The professional identities a profile holds: an athlete's programme, IPA and WRANX. */
function identitiesOf(details: Record<string, unknown>): string[] {
  const found = new Set<string>();
  if (details.athlete && typeof details.athlete === 'object') found.add('ATHLETE');
  if (Array.isArray(details.identity)) {
    for (const entry of details.identity as Array<{ type?: unknown }>) if (typeof entry?.type === 'string') found.add(entry.type);
  }
  return [...found];
}

function profileDetails(profile: string | null): Record<string, unknown> {
  try {
    const parsed = JSON.parse(profile ?? '{}') as { consumerDetails?: Record<string, unknown> };
    return parsed.consumerDetails ?? {};
  } catch {
    return {};
  }
}

export async function accountFacts(db: D1Database, consumerNo: string): Promise<AccountFacts> {
  const row = await db
    .prepare('SELECT c.consumer_type, a.member_id, a.employee_terms_accepted, a.profile FROM consumers c LEFT JOIN accounts a ON a.consumer_no = c.consumer_no WHERE c.consumer_no = ?')
    .bind(consumerNo)
    .first<{ consumer_type: string | null; member_id: string | null; employee_terms_accepted: number | null; profile: string | null }>();
  const details = profileDetails(row?.profile ?? null);
  return {
    consumerType: row?.consumer_type ?? null,
    memberId: row?.member_id ?? null,
    isEmployeeDiscountTCAccepted: row?.employee_terms_accepted == null ? null : row.employee_terms_accepted === 1,
    firstName: typeof details.firstName === 'string' && details.firstName !== '' ? details.firstName : null,
    identities: identitiesOf(details),
  };
}
