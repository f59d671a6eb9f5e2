import { storedPhone, type ValidAddress } from '../../shared/address';
import type { ApproachType, StoredAddress } from '../../shared/address/schemas/address';
import { newId } from '../ugc-common';

/*
 * The address book's rules, kept by the database: the first address of a type is its main one;
 * making one main takes the flag from the other of its type; new addresses go to the front; the
 * same address twice in one type is refused. Every change is one D1 batch, so two writes at once
 * cannot leave two main addresses or none.
 */

type AddressRow = {
  id: string; approach_type: ApproachType; main: number; first_name: string; last_name: string; email: string; phone: string;
  address_line1: string; address_line2: string; city: string; province: string; postal_code: string; country_code: string;
};

function toStored(row: AddressRow): StoredAddress {
  return {
    id: row.id,
    approachType: row.approach_type,
    main: row.main === 1,
    recipientFirstName: row.first_name,
    recipientLastName: row.last_name,
    recipientContactEmail: row.email,
    recipientContactPhone: row.phone,
    addressLine1: row.address_line1,
    ...(row.address_line2 ? { addressLine2: row.address_line2 } : {}),
    city: row.city,
    ...(row.province ? { stateCityProvDept: row.province } : {}),
    postalCode: row.postal_code,
    countryCode: row.country_code,
  };
}

/** A consumer's addresses, newest first: what the profile lists as consumerDetails.address. */
export async function addressesOf(db: D1Database, consumerNo: string): Promise<StoredAddress[]> {
  const { results } = await db.prepare('SELECT * FROM consumer_addresses WHERE consumer_no = ? ORDER BY seq DESC').bind(consumerNo).all<AddressRow>();
  return results.map(toStored);
}

/** Who receives it where, compared without regard to case or spacing: two addresses with the same key are one. */
function dedupeKey(address: ValidAddress): string {
  return [address.firstName, address.lastName, address.addressLine1, address.addressLine2, address.city, address.province, address.postalCode, address.countryCode]
    .map((part) => part.toLowerCase().replace(/\s+/g, ' ').trim())
    .join('|');
}

const columns = (address: ValidAddress) => [
  address.firstName, address.lastName, address.email, storedPhone(address), address.addressLine1, address.addressLine2,
  address.city, address.province, address.postalCode, address.countryCode, dedupeKey(address),
];

/** Gives a type with addresses but no main one its newest as main (after a delete or a move to the other type). */
function keepAMain(db: D1Database, consumerNo: string): D1PreparedStatement[] {
  return (['S', 'B'] as const).map((type) =>
    db
      .prepare(
        `UPDATE consumer_addresses SET main = 1
          WHERE seq = (SELECT MAX(seq) FROM consumer_addresses WHERE consumer_no = ?1 AND approach_type = ?2)
            AND NOT EXISTS (SELECT 1 FROM consumer_addresses WHERE consumer_no = ?1 AND approach_type = ?2 AND main = 1)`,
      )
      .bind(consumerNo, type),
  );
}

export type AddressOutcome = { ok: true; addresses: StoredAddress[] } | { ok: false; reason: 'duplicate' | 'unknown' | 'mainBilling' };

const isDuplicate = (error: unknown) => String(error).includes('UNIQUE') && String(error).includes('dedupe_key');

async function changed(db: D1Database, consumerNo: string, run: () => Promise<boolean>): Promise<AddressOutcome> {
  try {
    if (!(await run())) return { ok: false, reason: 'duplicate' };
  } catch (error) {
    if (isDuplicate(error)) return { ok: false, reason: 'duplicate' };
    throw error;
  }
  return { ok: true, addresses: await addressesOf(db, consumerNo) };
}

/** Adds an address at the front of the book; the first of its type, or one asked to be, is main. */
export function addAddress(db: D1Database, consumerNo: string, address: ValidAddress, now = Date.now()): Promise<AddressOutcome> {
  const key = dedupeKey(address);
  const wantsMain = address.main ? 1 : 0;
  const noDuplicate = 'NOT EXISTS (SELECT 1 FROM consumer_addresses WHERE consumer_no = ?1 AND approach_type = ?2 AND dedupe_key = ?3)';
  return changed(db, consumerNo, async () => {
    const [, inserted] = await db.batch([
      db.prepare(`UPDATE consumer_addresses SET main = 0 WHERE ?4 = 1 AND consumer_no = ?1 AND approach_type = ?2 AND main = 1 AND ${noDuplicate}`).bind(consumerNo, address.approachType, key, wantsMain),
      db
        .prepare(
          `INSERT INTO consumer_addresses (id, consumer_no, approach_type, main, first_name, last_name, email, phone, address_line1, address_line2, city, province, postal_code, country_code, dedupe_key, created_at)
           SELECT ?5, ?1, ?2, CASE WHEN ?4 = 1 OR NOT EXISTS (SELECT 1 FROM consumer_addresses WHERE consumer_no = ?1 AND approach_type = ?2) THEN 1 ELSE 0 END,
                  ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?3, ?16
            WHERE ${noDuplicate}`,
        )
        .bind(consumerNo, address.approachType, key, wantsMain, newId('AD'), ...columns(address).slice(0, 10), now),
    ]);
    return (inserted?.meta.changes ?? 0) === 1;
  });
}

async function ownRow(db: D1Database, consumerNo: string, addressId: string): Promise<AddressRow | null> {
  return db.prepare('SELECT * FROM consumer_addresses WHERE id = ? AND consumer_no = ?').bind(addressId, consumerNo).first<AddressRow>();
}

/**
 * Replaces one of the consumer's addresses. Asked to be main, it takes the flag from the other of
 * its type; the flag is never simply dropped (a type with addresses always has a main one, which
 * changes only when another is made main), except by moving the address to the other type.
 */
export async function updateAddress(db: D1Database, consumerNo: string, addressId: string, address: ValidAddress): Promise<AddressOutcome> {
  if (!(await ownRow(db, consumerNo, addressId))) return { ok: false, reason: 'unknown' };
  const key = dedupeKey(address);
  const wantsMain = address.main ? 1 : 0;
  const noDuplicate = 'NOT EXISTS (SELECT 1 FROM consumer_addresses WHERE consumer_no = ?1 AND approach_type = ?2 AND dedupe_key = ?3 AND id <> ?4)';
  return changed(db, consumerNo, async () => {
    const [, updated] = await db.batch([
      db.prepare(`UPDATE consumer_addresses SET main = 0 WHERE ?5 = 1 AND consumer_no = ?1 AND approach_type = ?2 AND id <> ?4 AND main = 1 AND ${noDuplicate}`).bind(consumerNo, address.approachType, key, addressId, wantsMain),
      db
        .prepare(
          `UPDATE consumer_addresses SET
             main = CASE WHEN ?5 = 1 THEN 1 WHEN approach_type <> ?2 THEN 0 ELSE main END, approach_type = ?2,
             first_name = ?6, last_name = ?7, email = ?8, phone = ?9, address_line1 = ?10, address_line2 = ?11,
             city = ?12, province = ?13, postal_code = ?14, country_code = ?15, dedupe_key = ?3
           WHERE id = ?4 AND consumer_no = ?1 AND ${noDuplicate}`,
        )
        .bind(consumerNo, address.approachType, key, addressId, wantsMain, ...columns(address).slice(0, 10)),
      ...keepAMain(db, consumerNo),
    ]);
    return (updated?.meta.changes ?? 0) === 1;
  });
}

/**
 * Deletes one of the consumer's addresses; the newest of its type becomes main if it was. The
 * main billing address is the one saved cards and express checkout bill to, so while other
 * billing addresses remain it cannot be deleted (the shopper makes another main first, rather
 * than the backend choosing where they are billed); the last billing address may go.
 */
export async function removeAddress(db: D1Database, consumerNo: string, addressId: string): Promise<AddressOutcome> {
  const row = await ownRow(db, consumerNo, addressId);
  if (!row) return { ok: false, reason: 'unknown' };
  const [deleted] = await db.batch([
    db
      .prepare(
        `DELETE FROM consumer_addresses WHERE id = ?1 AND consumer_no = ?2
           AND NOT (approach_type = 'B' AND main = 1 AND EXISTS (SELECT 1 FROM consumer_addresses WHERE consumer_no = ?2 AND approach_type = 'B' AND id <> ?1))`,
      )
      .bind(addressId, consumerNo),
    ...keepAMain(db, consumerNo),
  ]);
  if ((deleted?.meta.changes ?? 0) === 0) return (await ownRow(db, consumerNo, addressId)) ? { ok: false, reason: 'mainBilling' } : { ok: false, reason: 'unknown' };
  return { ok: true, addresses: await addressesOf(db, consumerNo) };
}
