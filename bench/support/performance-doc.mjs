// A bench's figures in docs/performance.md: the lines between its two markers are replaced on every run.
import { readFile, writeFile } from 'node:fs/promises';

/**
 * Writes `lines` between `<!-- bench:<name>:table:start -->` and `...:end -->` in `file`; where the
 * markers are not there yet (a first run), appends `section` (a heading and a sentence) and the block.
 */
export async function writeBenchBlock(file, name, lines, section) {
  const start = `<!-- bench:${name}:table:start -->`;
  const end = `<!-- bench:${name}:table:end -->`;
  const block = [start, ...lines, end].join('\n');
  let doc = await readFile(file, 'utf8').catch(() => '# Performance\n');
  if (doc.includes(start) && doc.includes(end)) {
    doc = doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length);
  } else {
    doc = `${doc.trimEnd()}\n\n${section}\n\n${block}\n`;
  }
  await writeFile(file, doc);
}
