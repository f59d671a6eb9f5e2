/*
 * A small PDF 1.4 writer: pages of text lines in Helvetica, nothing else. Enough for an invoice,
 * with no dependency. Every object's byte offset goes into the cross-reference table, so readers
 * open the file without repairing it. Text is encoded as WinAnsi (the standard fonts' encoding):
 * Latin-1 letters pass through, a few typographic signs are mapped, anything else prints as '?'.
 */

export interface PdfLine {
  text: string;
  /** Font size in points; 10 unless given. */
  size?: number;
  bold?: boolean;
}

export interface PdfOptions {
  title?: string;
  /** Lines per page before a new page starts. */
  linesPerPage?: number;
  /** Content-stream operators drawn on the first page after its text (a barcode's filled rectangles), in points from the bottom left. */
  firstPageDrawing?: string;
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LEADING = 1.45;

/** WinAnsi code points above Latin-1's range that invoices use; the standard fonts have no minus sign, so it prints as the en dash. */
const WIN_ANSI: Readonly<Record<string, number>> = { '\u2212': 0x96, '€': 0x80, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97 };

/** One character as a WinAnsi byte. */
function winAnsi(char: string): number {
  const mapped = WIN_ANSI[char];
  if (mapped !== undefined) return mapped;
  const code = char.codePointAt(0) ?? 0x3f;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? code : 0x3f;
}

/** A PDF literal string: WinAnsi bytes (as a binary string), with its delimiters and backslash escaped. */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const byte = winAnsi(char);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

function pageContent(lines: readonly PdfLine[]): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= size * LEADING;
    ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(2)} Td ${pdfString(line.text)} Tj ET`);
  }
  return ops.join('\n');
}

/** Splits lines into pages by how many fit. */
function paginate(lines: readonly PdfLine[], perPage: number): PdfLine[][] {
  const pages: PdfLine[][] = [];
  for (let i = 0; i < lines.length; i += perPage) pages.push(lines.slice(i, i + perPage));
  return pages.length > 0 ? pages : [[]];
}

/** Bytes of a binary string (each char one byte). */
function bytesOf(binary: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i) & 0xff;
  return bytes;
}

/**
 * The document: a catalog, a page tree, two fonts, an info dictionary, and a page with its
 * content stream per `linesPerPage` lines.
 * @example writePdf([{ text: 'Invoice RL10000001', size: 16, bold: true }, { text: 'Total 42.00 USD' }])
 */
export function writePdf(lines: readonly PdfLine[], options: PdfOptions = {}): Uint8Array<ArrayBuffer> {
  const pages = paginate(lines, options.linesPerPage ?? 48);
  // Objects 1 catalog, 2 pages, 3 and 4 fonts, 5 info; then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Producer (Ridgeline mocks) /Title ${pdfString(options.title ?? 'Document')} >>`;
  pages.forEach((page, index) => {
    const id = pageIds[index] as number;
    const content = index === 0 && options.firstPageDrawing ? `${pageContent(page)}\n${options.firstPageDrawing}` : pageContent(page);
    objects[id] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    // Every character of the content is one byte, so its length in chars is its length in bytes.
    objects[id + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  // A binary comment after the header tells transfer tools the file is not text.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  // Each entry is exactly 20 bytes: ten digits, space, five digits, space, a letter, space, newline.
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return bytesOf(out);
}
