import type { Return } from '../../shared/account/schemas/returns';
import { code128Bars } from './code128';
import type { OrderAddress } from './orders';
import { writePdf, type PdfLine } from './pdf';

/*
 * A return's printable label: the carrier's Code 128 barcode of the tracking number (drawn as
 * filled rectangles, so any PDF reader prints it without a barcode font), the return id, the
 * store's returns address, the sender and the items in the parcel.
 */

/** The returns warehouse for each site's country. */
const RETURN_ADDRESSES: Readonly<Record<string, readonly string[]>> = {
  US: ['Ridgeline Returns', '4800 Dahlia Street, Dock 7', 'Denver, CO 80216', 'United States'],
  CA: ['Ridgeline Returns', '2150 Drew Road, Unit 4', 'Mississauga ON  L5S 1B1', 'Canada'],
  GB: ['Ridgeline Returns', 'Unit 12, Magna Park', 'Lutterworth', 'LE17 4XH', 'United Kingdom'],
  DE: ['Ridgeline Retouren', 'Logistikpark 3', '36251 Bad Hersfeld', 'Deutschland'],
  NO: ['Ridgeline Retur', 'Terminalen 8', '2069 Jessheim', 'Norge'],
};

const MODULE = 1.2; // points per barcode module
const BAR_HEIGHT = 64;
const BAR_LEFT = 56;
const BAR_BOTTOM = 462;

/** The filled rectangles of the tracking number's barcode, as content-stream operators. */
export function barcodeDrawing(text: string): string {
  const rects = code128Bars(text).map(([x, width]) => `${(BAR_LEFT + 10 * MODULE + x * MODULE).toFixed(2)} ${BAR_BOTTOM} ${(width * MODULE).toFixed(2)} ${BAR_HEIGHT} re`);
  return `q 0 0 0 rg\n${rects.join('\n')}\nf Q`;
}

export function returnLabelLines(entry: Return, from: OrderAddress, country: string): PdfLine[] {
  const to = RETURN_ADDRESSES[country] ?? RETURN_ADDRESSES.US!;
  return [
    { text: `${entry.carrier} RETURN`, size: 20, bold: true },
    { text: `Return ${entry.returnId} - order ${entry.orderId}`, size: 12, bold: true },
    { text: '' },
    { text: 'SHIP TO', bold: true },
    ...to.map((text) => ({ text, size: 12 })),
    { text: '' },
    { text: 'FROM', bold: true },
    { text: `${from.firstName} ${from.lastName}` },
    { text: [from.address1, from.address2].filter(Boolean).join(', ') },
    { text: [from.postalCode, from.city, from.province].filter(Boolean).join(' ') },
    // Room for the barcode, drawn below these lines.
    ...Array.from({ length: 7 }, () => ({ text: '' })),
    { text: `Tracking ${entry.trackingNumber}`, size: 12, bold: true },
    { text: '' },
    { text: 'IN THIS PARCEL', bold: true },
    ...entry.items.map((item) => ({ text: `${item.qty} x ${item.name}` })),
    { text: '' },
    { text: 'Print this label, tape it to the parcel and hand it in at any carrier drop-off point.', size: 9 },
  ];
}

export function returnLabelPdf(entry: Return, from: OrderAddress, country: string): Uint8Array<ArrayBuffer> {
  return writePdf(returnLabelLines(entry, from, country), { title: `Return label ${entry.returnId}`, firstPageDrawing: barcodeDrawing(entry.trackingNumber) });
}
