/**
 * The e-gift card's style number: the basket sells it by value and the seeded order history holds
 * some, so it lives apart from both, below the catalogue's seeding and the basket's products.
 */
export const GIFT_CARD_STYLE = 'GC000001';
