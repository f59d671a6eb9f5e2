import { describe, expect, it } from 'vitest';
import { paypalReturnOf, paypalReturnQuery, withoutPayPalReturn } from './paypal-return';

const TOKEN = 'ppt_abcdefghijklmnopqrstuvwx';

describe('PayPal return', () => {
  it('reads an approval, a cancellation, or nothing', () => {
    expect(paypalReturnOf(`?paypalToken=${TOKEN}`)).toEqual({ approved: true, token: TOKEN });
    expect(paypalReturnOf('?paypalCancelled=1')).toEqual({ approved: false });
    expect(paypalReturnOf('?paypalToken=<script>')).toBeNull();
    expect(paypalReturnOf('?step=summary')).toBeNull();
  });

  it('keeps only its own answer on a redirect and drops it from the address afterwards', () => {
    expect(paypalReturnQuery(`?utm=x&paypalToken=${TOKEN}`)).toBe(`?paypalToken=${TOKEN}`);
    expect(paypalReturnQuery('?utm=x')).toBe('');
    expect(withoutPayPalReturn(`?utm=x&paypalToken=${TOKEN}`)).toBe('?utm=x');
    expect(withoutPayPalReturn('?paypalCancelled=1')).toBe('');
  });
});
