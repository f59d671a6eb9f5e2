// Product codes: a style is 8 characters, a product (style plus colour) 8 to 11, the colour its last 3.

export const STYLE_CODE_LENGTH = 8;
export const PRODUCT_CODE_MIN = 8;
export const PRODUCT_CODE_MAX = 11;
export const COLOUR_CODE_LENGTH = 3;

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

export function isStyleCode(code: string): boolean {
  return code.length === STYLE_CODE_LENGTH && ALPHANUMERIC.test(code);
}

export function isProductCode(code: string): boolean {
  return code.length >= PRODUCT_CODE_MIN && code.length <= PRODUCT_CODE_MAX && ALPHANUMERIC.test(code);
}

/** The style of a product code: its first 8 characters; null for anything that is not a product code. */
export function styleCodeOf(code: string): string | null {
  return isProductCode(code) ? code.slice(0, STYLE_CODE_LENGTH) : null;
}

/**
 * The colour of a product code: its last 3 characters. A bare style (8
 * characters) names no colour, so it has none rather than the tail of the style.
 */
export function colourCodeOf(code: string): string | null {
  return isProductCode(code) && code.length > STYLE_CODE_LENGTH ? code.slice(-COLOUR_CODE_LENGTH) : null;
}

/** The product code of a style in one colour. */
export function productCodeOf(styleCode: string, colourCode: string | null | undefined): string {
  return colourCode ? `${styleCode}${colourCode}` : styleCode;
}
