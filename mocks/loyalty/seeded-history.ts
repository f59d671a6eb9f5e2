import { siteById } from '../markets';
import { WELCOME_BONUS_POINTS } from '../../shared/loyalty/programme';
import { entryKey, orderPoints } from './ledger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many in-store purchases make up what a seeded member earned beyond their online orders. */
const STORE_PURCHASES = 4;

/** A seeded shopper, as far as the programme cares (the accounts' seed has them all). */
export interface SeededMember {
  consumerNo: string;
  profile: { isLoyaltyMember: boolean; loyaltyOptInDate: string | null; loyaltySummary: { points: { balance: number } } | null };
}

/** A seeded order, as far as its points go (the orders' seed has them all). */
export interface SeededOrder {
  orderNo: string;
  consumerNo: string | null;
  siteId: string;
  status?: string;
  createdAt?: number;
  returnedAt?: number | null;
  lines: Parameters<typeof orderPoints>[0];
}

interface SeededEntry {
  key: string;
  consumerNo: string;
  type: 'welcome' | 'earned' | 'returned';
  points: number;
  orderNo: string | null;
  createdAt: number;
}

/**
 * The points history behind each seeded member's balance, so the Rewards page explains the number
 * the header shows: the welcome bonus on the day they confirmed joining, what each of their seeded orders
 * earned (and a returned one gave back), and the rest earned in stores, which carry no online
 * order number. The balance itself is the profile's, so the entries are written already applied;
 * an order's own entry key means a later cancel or return takes back what it earned.
 */
export function seededHistory(shoppers: readonly SeededMember[], orders: readonly SeededOrder[], now: number): SeededEntry[] {
  return shoppers.flatMap((shopper) => {
    const { profile, consumerNo } = shopper;
    const balance = profile.loyaltySummary?.points.balance ?? 0;
    if (!profile.isLoyaltyMember) return [];
    // A member who never confirmed the opt-in has no date and had no welcome: a year of store purchases.
    const joined = profile.loyaltyOptInDate ? Date.parse(`${profile.loyaltyOptInDate}T10:00:00Z`) : now - 365 * DAY_MS;
    const entries: SeededEntry[] = profile.loyaltyOptInDate ? [{ key: entryKey.welcome(consumerNo), consumerNo, type: 'welcome', points: WELCOME_BONUS_POINTS, orderNo: null, createdAt: joined }] : [];
    for (const order of orders.filter((candidate) => candidate.consumerNo === consumerNo && candidate.status !== 'cancelled')) {
      const points = orderPoints(order.lines, siteById(order.siteId)?.currency ?? 'USD');
      const placed = order.createdAt ?? now;
      if (points <= 0) continue;
      entries.push({ key: entryKey.earned(order.orderNo), consumerNo, type: 'earned', points, orderNo: order.orderNo, createdAt: placed });
      if (order.status === 'returned') entries.push({ key: entryKey.returned(`seed-${order.orderNo}`), consumerNo, type: 'returned', points: -points, orderNo: order.orderNo, createdAt: order.returnedAt ?? placed });
    }
    const rest = balance - entries.reduce((sum, entry) => sum + entry.points, 0);
    // Spread over the months between joining and the oldest online order, a few purchases of similar size.
    const until = Math.min(now - 30 * DAY_MS, ...entries.filter((entry) => entry.orderNo).map((entry) => entry.createdAt));
    for (let index = 0; rest > 0 && index < STORE_PURCHASES; index++) {
      const share = index < STORE_PURCHASES - 1 ? Math.round(rest / STORE_PURCHASES) : rest - Math.round(rest / STORE_PURCHASES) * (STORE_PURCHASES - 1);
      const createdAt = Math.round(joined + ((index + 1) * (until - joined)) / (STORE_PURCHASES + 1));
      entries.push({ key: `earned-in-store:${consumerNo}:${index + 1}`, consumerNo, type: 'earned', points: share, orderNo: null, createdAt });
    }
    return entries;
  });
}

/** The seeded history's rows; an entry already there (a reseed) is kept as it is. */
export function seededHistoryStatements(db: D1Database, shoppers: readonly SeededMember[], orders: readonly SeededOrder[], now = Date.now()): D1PreparedStatement[] {
  return seededHistory(shoppers, orders, now).map((entry) =>
    db
      .prepare('INSERT OR IGNORE INTO loyalty_ledger (entry_key, consumer_no, type, points, order_no, applied, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)')
      .bind(entry.key, entry.consumerNo, entry.type, entry.points, entry.orderNo, entry.createdAt),
  );
}
