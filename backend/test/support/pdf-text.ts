import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit PDF draws, one string per text operation, as a reader would find it: each
 * content stream inflated (pdfkit deflates them), then each `[<hex> kerning <hex> ...] TJ` run's
 * hex pieces joined (WinAnsi). Enough to check a generated document names what it should; not a
 * general PDF parser.
 */
export function pdfTextOf(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  for (const stream of source.matchAll(/stream\r?\n([\s\S]*?)(\r?)\nendstream/g)) {
    let content: string;
    try {
      content = inflate(stream[1], stream[2]);
    } catch {
      content = stream[1]; // not deflated
    }
    for (const run of content.matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      runs.push([...run[1].matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''));
    }
  }
  return runs;
}

/**
 * pdfkit ends a stream's data with a bare LF, so a deflated stream whose last byte is CR (0x0d)
 * looks like a CRLF ending: try the data without that CR, then with it.
 */
function inflate(data: string, cr: string): string {
  try {
    return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
  } catch (error) {
    if (!cr) throw error;
    return inflateSync(Buffer.from(data + cr, 'latin1')).toString('latin1');
  }
}
