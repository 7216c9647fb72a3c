import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { CONTEXTS } from './contexts';
import { PLATFORM } from './core/wiring/platform';

/**
 * Contexts own their data: no SQL of a bounded context (`backend/src/modules/<context>/`) names
 * another context's Postgres schema, nor the platform's (event_store, storage, audit: contexts use
 * those through core's APIs). Core (`backend/src/core/`) owns no business data: its SQL names its
 * own schemas only (the menus every part declares are written by identity-access, their owner). A context that needs another's data calls the owner's exported query
 * provider, or keeps its own projection of the owner's events (docs/architecture.md, "Read side").
 *
 * Scanned: the string and template literals of every .ts file of a context (comments and import
 * paths are not SQL). A literal refers to a table when it holds `<schema>.<table>` for a table some
 * migration creates, or any `<schema>.<name>` when it reads as SQL (SELECT, FROM, JOIN, ...).
 * Not scanned: `migrations/` folders (released migrations are history and are never edited: the
 * accounts migration of identity-access created `organizations.organizations` and the users'
 * foreign key to it).
 */

const SRC = __dirname;
const MODULES = join(SRC, 'modules');
/** The schemas each context owns, from its definition (`schemas`), by folder name; SCHEMAS adds the platform's. */
const OWNED: Record<string, readonly string[]> = Object.fromEntries(
  CONTEXTS.map((context) => [context.name, context.schemas ?? []]),
);
const SCHEMAS = [...CONTEXTS, PLATFORM].flatMap((part) => part.schemas ?? []);

export interface Reference {
  file: string;
  line: number;
  reference: string;
}

const SQL_WORDS = /\b(SELECT|INSERT|UPDATE|DELETE|FROM|JOIN|INTO|TABLE|REFERENCES|EXISTS)\b/i;

/** Tables the migrations create, as `schema.table`. */
export function knownTables(files: { text: string }[]): Set<string> {
  const tables = new Set<string>();
  const create = /CREATE\s+(?:UNLOGGED\s+)?(?:TABLE|SEQUENCE|VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_]+)\.([a-z_][a-z0-9_]*)/gi;
  for (const { text } of files) for (const m of text.matchAll(create)) tables.add(`${m[1]}.${m[2]}`.toLowerCase());
  return tables;
}

/** References of `source` to schemas not in `owned`. */
export function foreignReferences(file: string, source: string, owned: readonly string[], tables: Set<string>): Reference[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Reference[] = [];
  const pattern = new RegExp(`\\b(${SCHEMAS.join('|')})\\.([a-z_][a-z0-9_]*)\\b`, 'g');
  const check = (node: ts.Node, text: string) => {
    const sql = SQL_WORDS.test(text);
    for (const m of text.matchAll(pattern)) {
      const [reference, schema] = m;
      if (owned.includes(schema)) continue;
      if (!sql && !tables.has(reference)) continue;
      const offset = node.getStart(sf) + 1 + (m.index ?? 0);
      found.push({ file, line: sf.getLineAndCharacterOfPosition(offset).line + 1, reference });
    }
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      // The whole template, expressions blanked, so a schema name and its table are seen together.
      check(node, node.getText(sf).slice(1, -1));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : tsFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const notMigrations = (root: string) => (path: string) => !relative(root, path).split('/').includes('migrations');

function scanModules(): Reference[] {
  const tables = knownTables(tsFiles(SRC).map((path) => ({ text: readFileSync(path, 'utf8') })));
  const core = tsFiles(join(SRC, 'core'))
    .filter(notMigrations(SRC))
    .flatMap((path) => foreignReferences(relative(SRC, path), readFileSync(path, 'utf8'), PLATFORM.schemas ?? [], tables));
  return [
    ...core,
    ...readdirSync(MODULES)
      .filter((context) => statSync(join(MODULES, context)).isDirectory())
      .flatMap((context) => {
        const owned = OWNED[context];
        if (!owned) throw new Error(`modules/${context}: no context definition named '${context}' in src/contexts.ts`);
        return tsFiles(join(MODULES, context))
          .filter(notMigrations(MODULES))
          .flatMap((path) => foreignReferences(relative(SRC, path), readFileSync(path, 'utf8'), owned, tables));
      }),
  ];
}

describe('contexts own their data', () => {
  test('the scanner finds a reference in SQL, not in comments, imports or non-SQL strings', () => {
    const tables = new Set(['organizations.organizations']);
    const source = [
      `import { AuditService } from '../../core/audit/audit.service';`,
      `// reads organizations.organizations`,
      `const label = 'audit.record';`,
      `const sql = \`SELECT o.name`,
      `  FROM organizations.organizations o JOIN storage.files f ON f.id = o.id\`;`,
      `const t = table('organizations.organizations');`,
      `const own = 'SELECT 1 FROM credit.balances';`,
    ].join('\n');
    expect(foreignReferences('x.ts', source, ['credit'], tables)).toEqual([
      { file: 'x.ts', line: 5, reference: 'organizations.organizations' },
      { file: 'x.ts', line: 5, reference: 'storage.files' },
      { file: 'x.ts', line: 6, reference: 'organizations.organizations' },
    ]);
  });

  test("no context's SQL names another context's (or the platform's) schema, nor core's a context's", () => {
    expect(scanModules().map((r) => `${r.file}:${r.line} ${r.reference}`)).toEqual([]);
  });
});
