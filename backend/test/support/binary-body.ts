import type { Stream } from 'node:stream';
import { Workbook, type Worksheet } from 'exceljs';

/** Reads an answer's body as bytes (supertest parses only text and JSON): `.buffer(true).parse(binaryBody)`. */
export function binaryBody(res: Stream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The first sheet of an XLSX export read with binaryBody. */
export async function firstSheet(xlsx: unknown): Promise<Worksheet> {
  const book = new Workbook();
  await book.xlsx.load(xlsx as never); // exceljs types an older Buffer
  return book.worksheets[0];
}
