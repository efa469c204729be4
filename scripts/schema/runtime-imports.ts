// ajv 8.20 writes its runtime helpers as `const func0 = require("ajv/dist/runtime/ucs2length").default;` even when
// asked for ES modules (STACK.md). The browser bundle has no `require`, so each such line becomes an import here, and
// anything that still looks like `require(` afterwards stops the generation rather than failing later in a WebView.

export class LeftoverRequireError extends Error {
  constructor(
    readonly file: string,
    readonly snippet: string,
  ) {
    super(
      `${file}: the generated validator still calls require (${snippet}); ` +
        'teach scripts/schema/runtime-imports.ts to rewrite it into an import, then run `npm run gen`',
    );
  }
}

// The member is ajv's helper (`.default`), or a format check of core/schema-checks/formats.ts
// (`.formatChecks["date-time"]`, scripts/schema/generate.ts).
const statement = /\bconst (\w+) = require\("([^"\\]+)"\)((?:\.[A-Za-z_$][\w$]*|\["[^"\\]*"\])*);/g;

/** Deep paths into packages without an "exports" map need the extension under Node's ESM resolver. */
function withExtension(specifier: string): string {
  // A module of this repo, named with its own extension.
  if (specifier.startsWith('.')) return specifier;
  const parts = specifier.split('/');
  const subpath = specifier.startsWith('@') ? parts.slice(2) : parts.slice(1);
  const last = subpath[subpath.length - 1];
  return last && !/\.[cm]?js$/.test(last) ? `${specifier}.js` : specifier;
}

/**
 * Rewrites ajv's runtime `require` statements into ESM imports, and throws LeftoverRequireError naming `file` if any
 * `require(` is left.
 *
 * The helpers are CommonJS modules marked `__esModule`, so what a default import yields differs by host: Node gives
 * `module.exports` (the helper sits in `.default`), bundlers give `exports.default` itself. `__ajvDefault` accepts both.
 */
export function rewriteRuntimeRequires(code: string, file: string): string {
  const imports = new Map<string, string>();
  let needsDefault = false;
  const rewritten = code.replace(statement, (line: string, local: string, specifier: string, member: string) => {
    // A bare require has no host-independent import form; leave it for assertNoRequire to report.
    if (member === '') return line;
    const target = withExtension(specifier);
    let binding = imports.get(target);
    if (!binding) {
      binding = `__ajvRuntime${imports.size}`;
      imports.set(target, binding);
    }
    if (member === '.default') {
      needsDefault = true;
      return `const ${local} = __ajvDefault(${binding}.default);`;
    }
    return `const ${local} = ${binding}${member};`;
  });
  assertNoRequire(rewritten, file);
  if (imports.size === 0) return rewritten;
  const header = [...imports].map(([target, binding]) => `import * as ${binding} from ${JSON.stringify(target)};`);
  if (needsDefault) header.push('const __ajvDefault = (m) => (m && m.__esModule ? m.default : m);');
  return `${header.join('\n')}\n${rewritten}`;
}

/** Throws LeftoverRequireError if `code` calls require outside of string literals (schemas may mention the word). */
export function assertNoRequire(code: string, file: string): void {
  for (const line of code.split('\n')) {
    const withoutStrings = line.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    if (/\brequire\s*\(/.test(withoutStrings)) throw new LeftoverRequireError(file, line.trim().slice(0, 120));
  }
}
