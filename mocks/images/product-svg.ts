import { DETAIL_QUALITY, isDark, shade, svgDocument } from './svg';

// Product placeholders: a family silhouette (picked by style-code prefix) tinted in the colour's hex, 4:5.

interface Silhouette {
  outline: string;
  /** Seams, zips and pockets: only drawn at higher quality. */
  details: string;
}

const TOP = 'M150 70 L250 70 L275 88 L330 120 L362 300 L326 312 L300 200 L300 440 L100 440 L100 200 L74 312 L38 300 L70 120 L125 88 Z';

const SILHOUETTES: Record<string, Silhouette> = {
  JK: { outline: `${TOP} M155 72 Q200 20 245 72 Z`, details: 'M200 80 L200 440 M120 330 L170 330 M230 330 L280 330' },
  FL: { outline: TOP, details: 'M200 72 L200 170 M100 420 L300 420 M74 300 L100 200 M326 300 L300 200' },
  BL: { outline: 'M160 70 Q200 95 240 70 L275 88 L330 120 L350 300 L318 308 L300 200 L300 440 L100 440 L100 200 L82 308 L50 300 L70 120 L125 88 Z', details: 'M160 70 Q200 110 240 70' },
  PT: { outline: 'M120 60 L280 60 L302 450 L215 450 L200 190 L185 450 L98 450 Z', details: 'M120 90 L280 90 M200 60 L200 150 M250 240 L285 240 L288 300 L252 300 Z' },
  BT: { outline: 'M140 110 L230 110 L236 290 L328 338 Q352 352 348 392 L128 392 Q108 392 112 372 Z M108 392 L352 392 L352 420 L108 420 Z', details: 'M150 150 L225 150 M150 190 L228 190 M150 230 L230 230 M120 406 L340 406' },
  TR: { outline: 'M70 310 Q110 230 205 245 L265 280 Q335 296 350 340 L350 362 L70 362 Z M66 362 L354 362 L354 388 L66 388 Z', details: 'M150 262 L175 300 M180 255 L205 296 M210 258 L232 296 M80 375 L344 375' },
  PK: { outline: 'M118 110 Q200 62 282 110 L298 420 Q200 448 102 420 Z', details: 'M118 170 Q200 140 282 170 M150 250 L250 250 L248 360 L152 360 Z M200 170 L200 250' },
  TN: { outline: 'M50 410 L200 130 L350 410 Z', details: 'M200 130 L200 410 M200 200 L150 410 M200 200 L250 410 M30 420 L370 420' },
  SB: { outline: 'M165 55 Q245 55 254 125 L272 432 Q200 464 128 432 L146 125 Q155 62 165 55 Z', details: 'M200 60 L200 440 M160 110 Q200 130 240 110' },
  HW: { outline: 'M108 340 Q108 160 200 150 Q292 160 292 340 Z M100 330 L300 330 L300 390 L100 390 Z M200 150 m-28 -30 a28 28 0 1 0 56 0 a28 28 0 1 0 -56 0', details: 'M120 350 L120 380 M150 350 L150 380 M180 350 L180 380 M210 350 L210 380 M240 350 L240 380 M270 350 L270 380' },
  // The gift-with-purchase trail bottle: a capped bottle with a carry loop.
  GW: { outline: 'M168 60 L232 60 L232 110 L250 140 Q270 160 270 200 L270 420 Q270 448 242 448 L158 448 Q130 448 130 420 L130 200 Q130 160 150 140 L168 110 Z', details: 'M168 90 L232 90 M130 240 L270 240 M130 380 L270 380 M232 72 Q262 72 262 100 Q262 124 232 118' },
  // The e-gift card: a card with a ribbon tied across it and a bow.
  GC: { outline: 'M40 150 Q40 130 60 130 L340 130 Q360 130 360 150 L360 370 Q360 390 340 390 L60 390 Q40 390 40 370 Z', details: 'M250 130 L250 390 M40 300 L360 300 M250 300 Q210 250 230 235 Q250 228 250 300 Q290 250 272 235 Q252 228 250 300 M80 180 L180 180 M80 210 L150 210' },
  GL: { outline: 'M140 440 L140 210 Q140 150 200 140 Q262 150 262 210 L262 300 L310 250 Q334 236 342 262 L272 380 L262 440 Z', details: 'M140 400 L262 400 M180 150 L180 260 M220 148 L220 260' },
};

/**
 * Colours of articles only a basket knows (the gift a pack adds, the e-gift card), which the catalogue's palette
 * does not name: keyed by style and colour code, as the image's name carries them.
 */
export const BASKET_ONLY_COLOURS: Readonly<Record<string, { hex: string; label: string }>> = {
  'GW000001-000': { hex: '#b5aa8e', label: 'Stone' },
  'GC000001-000': { hex: '#2f6b57', label: 'Digital' },
};

/** Alternate views: 2 is the back (mirrored), 3 a zoomed detail. */
const VIEW_TRANSFORMS: Record<number, string> = { 1: '', 2: 'translate(400 0) scale(-1 1)', 3: 'translate(-200 -150) scale(2)' };

export interface ProductImageRequest {
  style: string;
  hex: string;
  label: string;
  view: number;
  width: number;
  quality: number;
}

export function renderProductSvg(req: ProductImageRequest): string {
  const shape = SILHOUETTES[req.style.slice(0, 2)] ?? (SILHOUETTES.JK as Silhouette);
  const detailed = req.quality >= DETAIL_QUALITY;
  const background = detailed
    ? `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f7f8"/><stop offset="1" stop-color="${shade(req.hex, 0.85)}"/></linearGradient></defs><rect width="400" height="500" fill="url(#bg)"/><ellipse cx="200" cy="465" rx="150" ry="14" fill="#000" opacity="0.08"/>`
    : '<rect width="400" height="500" fill="#f2f3f5"/>';
  const details = detailed ? `<path d="${shape.details}" fill="none" stroke="${shade(req.hex, isDark(req.hex) ? 0.35 : -0.35)}" stroke-width="4" stroke-linecap="round"/>` : '';
  const body = `${background}<g transform="${VIEW_TRANSFORMS[req.view] ?? ''}"><path d="${shape.outline}" fill="${req.hex}" fill-rule="nonzero" stroke="${shade(req.hex, -0.3)}" stroke-width="3" stroke-linejoin="round"/>${details}</g>`;
  return svgDocument(req.width, Math.round((req.width * 5) / 4), '0 0 400 500', body, `${req.style} in ${req.label}`);
}
