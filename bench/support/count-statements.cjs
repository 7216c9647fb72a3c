// Bench only (`node --require`): counts the SQL statements each HTTP request of the API sends and
// answers the count in an `X-Bench-Statements` header, so a bench can report statements per
// request per route. A statement counts for the request whose async context sent it, up to the
// moment its answer's headers are written (work after the answer is not counted). Never loaded in
// production.
const { AsyncLocalStorage } = require('node:async_hooks');
const http = require('node:http');
const path = require('node:path');

const pg = require(require.resolve('pg', { paths: [path.join(__dirname, '../../backend')] }));
const requests = new AsyncLocalStorage();
/** BENCH_STATEMENT_LOG=<file>: also writes each counted statement, after its request's method and path. */
const statementLog = process.env.BENCH_STATEMENT_LOG;
const fs = statementLog ? require('node:fs') : null;

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  const counter = requests.getStore();
  if (counter) {
    counter.statements++;
    if (fs) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? args[0]?.name ?? '?');
      fs.appendFileSync(statementLog, `${counter.request}\t${String(text).replace(/\s+/g, ' ').slice(0, 160)}\n`);
    }
  }
  return query.apply(this, args);
};

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitCounted(event, req, res, ...rest) {
  if (event !== 'request') return emit.call(this, event, req, res, ...rest);
  const counter = { statements: 0, request: `${req.method} ${req.url}` };
  res.benchCounter = counter;
  return requests.run(counter, () => emit.call(this, event, req, res, ...rest));
};

const writeHead = http.ServerResponse.prototype.writeHead;
http.ServerResponse.prototype.writeHead = function writeHeadCounted(...args) {
  if (this.benchCounter && !this.headersSent) this.setHeader('x-bench-statements', String(this.benchCounter.statements));
  return writeHead.apply(this, args);
};
