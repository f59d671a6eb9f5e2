/*
 * What a seeded shopper has saved beyond their profile: the express checkout shopper's default
 * shipping address and main card (the provider's approved test card, ending 1111). Written only
 * when missing, so a shopper who changes them keeps the change until the next seed.
 */

const EXPRESS_SHOPPER = 'C000000000000011';

const ADDRESS = {
  id: 'addr_seed_sam_rivera_s',
  firstName: 'Sam',
  lastName: 'Rivera',
  email: 'sam.rivera@example.com',
  phone: '+13035550177',
  addressLine1: '1200 Pearl St',
  city: 'Boulder',
  province: 'CO',
  postalCode: '80302',
  countryCode: 'US',
};

const dedupeKey = [ADDRESS.firstName, ADDRESS.lastName, ADDRESS.addressLine1, '', ADDRESS.city, ADDRESS.province, ADDRESS.postalCode, ADDRESS.countryCode].map((part) => part.toLowerCase()).join('|');

export function walletStatements(db: D1Database, now = Date.now()): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO consumer_addresses (id, consumer_no, approach_type, main, first_name, last_name, email, phone, address_line1, address_line2, city, province, postal_code, country_code, dedupe_key, created_at)
         VALUES (?, ?, 'S', 1, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?)`,
      )
      .bind(ADDRESS.id, EXPRESS_SHOPPER, ADDRESS.firstName, ADDRESS.lastName, ADDRESS.email, ADDRESS.phone, ADDRESS.addressLine1, ADDRESS.city, ADDRESS.province, ADDRESS.postalCode, ADDRESS.countryCode, dedupeKey, now),
    db
      .prepare(
        `INSERT OR IGNORE INTO payment_instruments (id, consumer_no, payment_method_id, provider_ref, fingerprint, brand, last4, expiry_month, expiry_year, holder_name, main, created_at)
         VALUES ('pi_seed_sam_rivera_card', ?, 'CREDIT_CARD', 'pr_seed_sam_rivera_card', 'fp_seed_sam_rivera_card', 'VISA', '1111', 12, 2030, 'Sam Rivera', 1, ?)`,
      )
      .bind(EXPRESS_SHOPPER, now),
  ];
}
