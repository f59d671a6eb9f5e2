import { hashOf } from '../hex';
import type { Refusal } from '../http';

/*
 * The retailer's reward cards: stored-value cards with a PIN, issued in one currency. The account
 * wallet checks a number and PIN here before saving the card; checkout reads the saved card's
 * balance here and spends it in the order's batch.
 */

export interface RewardCardRow {
  number: string;
  currency: string;
  /** Minor units of `currency`. */
  balance: number;
}

export const REWARD_CARD_REFUSALS = {
  /** A number the retailer never issued, or the wrong PIN: the catalogue's invalid gift card code, saying no more than that. */
  invalid: { errorId: 'GFC800', message: 'The reward card number or PIN is not valid' },
  otherCurrency: { errorId: 'GFC760', message: 'This reward card cannot be used in this currency' },
  zero: { status: 400, errorId: 'GFC740', message: 'This reward card has no balance left' },
} as const satisfies Record<string, Refusal>;

export const rewardCardPinHash = (number: string, pin: string) => hashOf(`${number}:${pin}`);

/** Whether the number (RC and ten digits, as the schema leaves it) and PIN are a card the retailer issued. */
export async function isIssuedRewardCard(db: D1Database, number: string, pin: string): Promise<boolean> {
  const row = await db.prepare('SELECT pin_hash FROM reward_cards WHERE number = ?').bind(number).first<{ pin_hash: string }>();
  return row !== null && row.pin_hash === (await rewardCardPinHash(number, pin));
}

/** The card as it stands now, by number. */
export function rewardCardByNumber(db: D1Database, number: string): Promise<RewardCardRow | null> {
  return db.prepare('SELECT number, currency, balance FROM reward_cards WHERE number = ?').bind(number).first<RewardCardRow>();
}

/** The card as a basket in `currency` may spend it, or why not. */
export function spendable(card: RewardCardRow | null, currency: string): RewardCardRow | Refusal {
  if (!card) return REWARD_CARD_REFUSALS.invalid;
  if (card.currency !== currency) return REWARD_CARD_REFUSALS.otherCurrency;
  if (card.balance <= 0) return REWARD_CARD_REFUSALS.zero;
  return card;
}
