// Path patterns, as the canonical shapes this mock emits (tests hold every URL to them).
export const PRODUCT_URL = /^\/[a-z]{2}-[a-z]{2}\/p\/[a-z0-9-]+-[A-Z]{2}[A-Z0-9]{6}$/;
export const CATEGORY_URL = /^\/[a-z]{2}-[a-z]{2}\/c\/[a-z0-9-]+-\d{5}$/;
