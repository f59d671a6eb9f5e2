/*
 * Code 128 (code set B: printable ASCII), the symbology parcel carriers print on labels. Each
 * symbol is six alternating bar and space widths of eleven modules in all; the stop symbol has a
 * seventh bar. The check symbol is the start value plus each data value times its position,
 * modulo 103.
 */

/** Bar and space widths of symbols 0–106 (106 is stop), in modules. */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

export const CODE128_START_B = 104;
export const CODE128_STOP = 106;

/** The widths table, for tests that check its shape. */
export const CODE128_PATTERNS: readonly string[] = PATTERNS;

/** The check symbol's value for code set B data values. */
export function code128Checksum(values: readonly number[]): number {
  return values.reduce((sum, value, index) => sum + value * (index + 1), CODE128_START_B) % 103;
}

/**
 * The symbol values of `text`: start B, the data, the check symbol, stop.
 * @example code128Values('RT1') // [104, 50, 52, 17, 0, 106]
 */
export function code128Values(text: string): number[] {
  if (!/^[\x20-\x7e]{1,48}$/.test(text)) throw new Error('Code 128 set B carries 1 to 48 printable ASCII characters');
  const data = Array.from(text, (char) => char.charCodeAt(0) - 32);
  return [CODE128_START_B, ...data, code128Checksum(data), CODE128_STOP];
}

/** The bars of `text` as [start, width] in modules from the left edge (spaces are the gaps between). */
export function code128Bars(text: string): Array<[number, number]> {
  const bars: Array<[number, number]> = [];
  let x = 0;
  for (const value of code128Values(text)) {
    Array.from(PATTERNS[value]!, Number).forEach((width, index) => {
      if (index % 2 === 0) bars.push([x, width]);
      x += width;
    });
  }
  return bars;
}
