#!/usr/bin/env node
// Finance PDF bench (issue 27, item 4): how many finance documents one worker process renders per
// second (backend/dist/modules/finance/pdf), one at a time as the Documents queue's job does, after
// a warm-up, over several timed rounds, each figure beside the baseline of this bench family
// measured in the same run: a hello-world PDF (one page, one line, same renderPdf set-up).
// Figures: hello-world; a realistic 5-line tax invoice; the same with its MyInvois QR stamp; a
// 40-line invoice (two pages); a 40-line one uncompressed (what deflate costs). Target: >= 50 PDFs/s
// for the 5- and 40-line invoices on this 2-core machine.
// Usage: npm run bench:finance (builds shared and the backend first), or `node bench/finance/run.mjs`
// on a built tree; BENCH_BACKEND_DIST points at another build. Knobs: BENCH_FINANCE_ROUNDS (5),
// BENCH_FINANCE_SECONDS per round (3), BENCH_FINANCE_WARMUP_SECONDS (2), BENCH_WRITE=0 (print only).
import { createRequire } from 'node:module';
import path from 'node:path';
import { env, fmt, log, machineFacts, publishResults, repo, table, targetTable } from '../support/api-bench.mjs';
import { nowMs } from '../support/stats.mjs';

/** PDFs per second of one worker process (issue 27). */
const TARGET_PER_SEC = 50;

const CFG = {
  rounds: env('BENCH_FINANCE_ROUNDS', 5),
  seconds: env('BENCH_FINANCE_SECONDS', 3),
  warmupSeconds: env('BENCH_FINANCE_WARMUP_SECONDS', 2),
  writeResults: process.env.BENCH_WRITE !== '0',
};

function load(dist) {
  const require = createRequire(import.meta.url);
  const pdf = require(path.join(dist, 'modules/finance/pdf/finance-document-pdf.js'));
  const fixtures = require(path.join(dist, 'modules/finance/pdf/finance-pdf.fixtures.js'));
  const layout = require(path.join(dist, 'core/pdf/pdf-layout.js'));
  return { ...pdf, ...fixtures, ...layout };
}

/** Renders `render()` back to back for `seconds`: PDFs, bytes of the last one, elapsed ms. */
async function timedRound(render, seconds) {
  let n = 0;
  let bytes = 0;
  const started = nowMs();
  const until = started + seconds * 1000;
  let now = started;
  while (now < until) {
    bytes = (await render()).length;
    n++;
    now = nowMs();
  }
  return { pdfs: n, ms: now - started, bytes };
}

async function figure(label, render) {
  if (CFG.warmupSeconds > 0) await timedRound(render, CFG.warmupSeconds);
  const rounds = [];
  for (let i = 0; i < CFG.rounds; i++) {
    const round = await timedRound(render, CFG.seconds);
    rounds.push({ pdfs: round.pdfs, ms: Math.round(round.ms), perSec: Math.round((round.pdfs / round.ms) * 10_000) / 10 });
    log(`${label} round ${i + 1}/${CFG.rounds}: ${rounds.at(-1).perSec} PDFs/s`);
  }
  const rates = rounds.map((r) => r.perSec).sort((a, b) => a - b);
  const last = await render();
  return { label, rounds, medianPerSec: rates[Math.floor(rates.length / 2)], bytes: last.length, msPerPdf: null };
}

async function main() {
  const dist = path.resolve(repo, process.env.BENCH_BACKEND_DIST ?? 'backend/dist');
  const { renderFinanceDocument, renderPdf, financeDocument, FIVE_LINES, COSTS, COMPANY, manyLines } = load(dist);
  const five = financeDocument({}, FIVE_LINES, COSTS);
  const forty = financeDocument({ documentNo: 'INV-2026-000040' }, manyLines(40), COSTS);
  const stamp = {
    uuid: 'F9D425P6DS7D8IU',
    longId: 'WK8MCUJ93S1Q5FRZ3G3ZTDYJ10DHFL42',
    validationUrl: 'https://preprod.myinvois.hasil.gov.my/F9D425P6DS7D8IU/share/WK8MCUJ93S1Q5FRZ3G3ZTDYJ10DHFL42',
    validatedAt: '2026-03-07T03:00:00Z',
  };
  const issuedAt = new Date('2026-03-07T02:03:04Z');
  const hello = () =>
    renderPdf({ title: 'Hello', subject: 'Hello', issuedAt, lang: 'en', options: {} }, (doc) => doc.text('Hello world'));

  const machine = await machineFacts(null);
  const figures = [];
  figures.push(await figure('hello-world PDF', hello));
  figures.push(await figure('invoice, 5 lines', () => renderFinanceDocument(five, COMPANY, 'en')));
  // A new link every time: the renderer keeps recent links' QR codes, and a new e-invoice has a new one.
  let n = 0;
  const stamped = () => ({ ...stamp, validationUrl: `${stamp.validationUrl}${String(++n).padStart(8, '0')}` });
  figures.push(
    await figure('invoice, 5 lines + MyInvois QR', () => renderFinanceDocument(five, COMPANY, 'ms', { eInvoice: stamped() })),
  );
  figures.push(await figure('invoice, 40 lines', () => renderFinanceDocument(forty, COMPANY, 'en')));
  figures.push(
    await figure('invoice, 40 lines, uncompressed', () => renderFinanceDocument(forty, COMPANY, 'en', { compress: false })),
  );
  const baseline = figures[0].medianPerSec;
  for (const f of figures) {
    f.msPerPdf = Math.round((1000 / f.medianPerSec) * 100) / 100;
    f.overHello = Math.round((f.medianPerSec / baseline) * 1000) / 1000;
  }
  const byLabel = (label) => figures.find((f) => f.label === label).medianPerSec;
  const targets = ['invoice, 5 lines', 'invoice, 40 lines', 'invoice, 5 lines + MyInvois QR'].map((label) => ({
    name: `${label}: PDFs/s, one process`,
    value: byLabel(label),
    goal: `>= ${TARGET_PER_SEC}`,
    pass: byLabel(label) >= TARGET_PER_SEC,
  }));
  const res = { machine, config: CFG, figures, targets, pass: targets.every((t) => t.pass) };

  const head =
    `Last run: ${machine.date} — ${machine.cpuModel}, one process on ${machine.nproc} cores, Node ${machine.node}, ` +
    `load ${machine.loadAvgAtStart[0]}; each figure the median of ${CFG.rounds} rounds of ${CFG.seconds} s after ` +
    `${CFG.warmupSeconds} s of warm-up, one PDF at a time.`;
  const figuresTable = table(
    ['figure', 'PDFs/s', 'ms per PDF', 'x hello-world', 'bytes'],
    figures.map((f) => [f.label, fmt(f.medianPerSec), String(f.msPerPdf), String(f.overHello), fmt(f.bytes)]),
  );
  const lines = [head, '', figuresTable, '', targetTable(targets)];
  console.log(`\nFinance PDF bench\n\n${lines.join('\n')}\n`);
  await publishResults(
    CFG.writeResults,
    'finance',
    res,
    lines,
    '## Finance PDFs (`npm run bench:finance`)\n\nInvoices rendered per second by one worker process, beside a hello-world PDF.',
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
