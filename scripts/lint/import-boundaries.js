// ESLint rule: imports run one way (DESIGN.md). src -> renderers -> schemas; server -> schemas;
// generated code is derived from schemas and sits beside them. One screen never imports another.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Which top-level layers each layer may import. */
const allowed = {
  schemas: ['schemas'],
  generated: ['generated', 'schemas'],
  renderers: ['renderers', 'schemas', 'generated'],
  src: ['src', 'renderers', 'schemas', 'generated'],
  server: ['server', 'schemas', 'generated'],
  stories: ['stories', 'src', 'renderers', 'schemas', 'generated', 'tests'],
  tests: null,
  scripts: null,
};

function layerOf(file) {
  const rel = path.relative(root, file);
  if (rel.startsWith('..')) return undefined;
  return rel.split(path.sep)[0];
}

function screenOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  return rel[0] === 'src' && rel[1] === 'screens' && rel.length > 3 ? rel[2] : undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing one way between the layers of DESIGN.md' },
    schema: [],
  },
  create(context) {
    const from = context.filename;
    const fromLayer = layerOf(from);
    const fromScreen = screenOf(from);
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(from), source);
      const toLayer = layerOf(target);
      const layers = allowed[fromLayer];
      if (layers && toLayer && !layers.includes(toLayer)) {
        context.report({ node, message: `'${fromLayer}' must not import '${toLayer}' (${source}); imports run src -> renderers -> schemas, server -> schemas.` });
        return;
      }
      const toScreen = screenOf(target);
      if (fromScreen && toScreen && fromScreen !== toScreen) {
        context.report({ node, message: `Screen '${fromScreen}' must not import screen '${toScreen}' (${source}); share through renderers or src/app instead.` });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
