import init from '../migrations/0001_init.sql';
import subscriptions from '../migrations/0002_subscriptions.sql';
import catalogFacets from '../migrations/0003_catalog_facets.sql';
import ugc from '../migrations/0004_ugc.sql';
import experiments from '../migrations/0005_experiment_log.sql';
import personalisation from '../migrations/0006_personalisation.sql';
import auth from '../migrations/0007_auth.sql';
import cart from '../migrations/0008_cart.sql';
import favoritesByConsumer from '../migrations/0008_favorites_by_consumer.sql';
import refreshReuse from '../migrations/0009_refresh_reuse.sql';
import accounts from '../migrations/0010_accounts.sql';
import signUp from '../migrations/0011_signup.sql';
import orders from '../migrations/0011_orders.sql';
import cards from '../migrations/0011_cards.sql';
import addresses from '../migrations/0011_addresses.sql';
import profile from '../migrations/0011_profile.sql';
import checkout from '../migrations/0012_checkout.sql';
import payments from '../migrations/0013_payments.sql';
import checkoutFaults from '../migrations/0014_checkout_faults.sql';
import inStoreSales from '../migrations/0015_in_store_sales.sql';
import express from '../migrations/0016_express.sql';
import giftCards from '../migrations/0017_giftcards.sql';
import altpay from '../migrations/0018_altpay.sql';
import loyalty from '../migrations/0019_loyalty.sql';
import orderPickup from '../migrations/0020_order_pickup.sql';
import basketPerSite from '../migrations/0021_basket_per_site.sql';
import orderDiscounts from '../migrations/0022_order_discounts.sql';
import rewardCards from '../migrations/0023_reward_cards.sql';
import returns from '../migrations/0024_returns.sql';
import orderShipmentDelivery from '../migrations/0025_order_shipment_delivery.sql';
import eventRegistrations from '../migrations/0026_event_registrations.sql';
import loyaltyLedger from '../migrations/0027_loyalty_ledger.sql';
import cartAddAttempts from '../migrations/0028_cart_add_attempts.sql';
import smsSubscriptions from '../migrations/0029_sms_subscriptions.sql';
import newsletterConfirmations from '../migrations/0030_newsletter_confirmations.sql';

/**
 * Ordered like the files in migrations/; names match what wrangler records. Two files share
 * 0008: they keep their names, as renaming one would run it again on a database that has it.
 */
export const MIGRATIONS: ReadonlyArray<{ name: string; sql: string }> = [
  { name: '0001_init.sql', sql: init },
  { name: '0002_subscriptions.sql', sql: subscriptions },
  { name: '0003_catalog_facets.sql', sql: catalogFacets },
  { name: '0004_ugc.sql', sql: ugc },
  { name: '0005_experiment_log.sql', sql: experiments },
  { name: '0006_personalisation.sql', sql: personalisation },
  { name: '0007_auth.sql', sql: auth },
  { name: '0008_cart.sql', sql: cart },
  { name: '0008_favorites_by_consumer.sql', sql: favoritesByConsumer },
  { name: '0009_refresh_reuse.sql', sql: refreshReuse },
  { name: '0010_accounts.sql', sql: accounts },
  { name: '0011_signup.sql', sql: signUp },
  { name: '0011_orders.sql', sql: orders },
  { name: '0011_cards.sql', sql: cards },
  { name: '0011_addresses.sql', sql: addresses },
  { name: '0011_profile.sql', sql: profile },
  { name: '0012_checkout.sql', sql: checkout },
  { name: '0013_payments.sql', sql: payments },
  { name: '0014_checkout_faults.sql', sql: checkoutFaults },
  { name: '0015_in_store_sales.sql', sql: inStoreSales },
  { name: '0016_express.sql', sql: express },
  { name: '0017_giftcards.sql', sql: giftCards },
  { name: '0018_altpay.sql', sql: altpay },
  { name: '0019_loyalty.sql', sql: loyalty },
  { name: '0020_order_pickup.sql', sql: orderPickup },
  { name: '0021_basket_per_site.sql', sql: basketPerSite },
  { name: '0022_order_discounts.sql', sql: orderDiscounts },
  { name: '0023_reward_cards.sql', sql: rewardCards },
  { name: '0024_returns.sql', sql: returns },
  { name: '0025_order_shipment_delivery.sql', sql: orderShipmentDelivery },
  { name: '0026_event_registrations.sql', sql: eventRegistrations },
  { name: '0027_loyalty_ledger.sql', sql: loyaltyLedger },
  { name: '0028_cart_add_attempts.sql', sql: cartAddAttempts },
  { name: '0029_sms_subscriptions.sql', sql: smsSubscriptions },
  { name: '0030_newsletter_confirmations.sql', sql: newsletterConfirmations },
];

/** The exact table `wrangler d1 migrations apply` maintains, so both can share one database. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
)`;

/** D1 prepares one statement at a time; comments are dropped so a ';' in one cannot split. */
export function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

export async function applyMigrations(db: D1Database): Promise<string[]> {
  await db.prepare(MIGRATIONS_TABLE).run();
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>();
  const applied = new Set(results.map((row) => row.name));
  const pending = MIGRATIONS.filter((migration) => !applied.has(migration.name));
  for (const migration of pending) {
    // One batch is one transaction: the schema and its bookkeeping row land together.
    await db.batch([
      ...splitStatements(migration.sql).map((statement) => db.prepare(statement)),
      db.prepare('INSERT OR IGNORE INTO d1_migrations (name) VALUES (?)').bind(migration.name),
    ]);
  }
  return pending.map((migration) => migration.name);
}
