/**
 * ESLint rule `local/context-face`: a file in a context's folder (`<root>/<context>/...`) imports
 * another context only through that context's face, `<root>/<other>/index.ts` (written
 * `../<other>`, at any depth). Every relative specifier is resolved against the importing file, so
 * `../../hotels/ports/x`, `../../../hotels/availability/rules` and `./../hotels/x` are all caught
 * whatever the depth; imports inside one's own context are free. Checked: import and `import type`,
 * `export ... from`, `export * from`, `import()`, `require()`, `import x = require()` and
 * `typeof import()` types. Option `root`: the folder holding the contexts, absolute or relative to
 * ESLint's working directory. Tested by tooling/context-face.test.mjs.
 */
import path from 'node:path';

const SOURCE_EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'import another context only through its face (<context>/index.ts)' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      reachIn:
        "'{{specifier}}' reaches into {{context}}: import its face '{{face}}' ({{folder}}/{{context}}/index.ts), and export there what others may use (a module, a port, a directory, a published type; a hook, a component).",
    },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0].root);
    const file = context.filename;
    const fromRoot = path.relative(root, file);
    if (fromRoot.startsWith('..') || path.isAbsolute(fromRoot)) return {};
    const parts = fromRoot.split(path.sep);
    // A file directly in the root belongs to no context: every context's internals are another's.
    const own = parts.length > 1 ? parts[0] : null;

    /** Reports `node` when `specifier` resolves inside another context and is not its index. */
    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(file), specifier));
      if (target === '' || target.startsWith('..') || path.isAbsolute(target)) return;
      const [ctx, ...rest] = target.split(path.sep);
      if (ctx === own) return;
      const inner = rest.join('/').replace(SOURCE_EXTENSION, '');
      if (inner === '' || inner === 'index') return;
      let face = path.relative(path.dirname(file), path.join(root, ctx)).split(path.sep).join('/');
      if (!face.startsWith('.')) face = `./${face}`;
      context.report({ node, messageId: 'reachIn', data: { specifier, context: ctx, face, folder: path.basename(root) } });
    }
    const literal = (node) => (node && node.type === 'Literal' ? node.value : undefined);

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, literal(node.source)),
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length > 0)
          check(node.arguments[0], literal(node.arguments[0]));
      },
      TSImportEqualsDeclaration(node) {
        const ref = node.moduleReference;
        if (ref.type === 'TSExternalModuleReference') check(ref.expression, literal(ref.expression));
      },
      TSImportType(node) {
        const arg = node.argument?.type === 'TSLiteralType' ? node.argument.literal : (node.source ?? node.argument);
        check(node, literal(arg));
      },
    };
  },
};
