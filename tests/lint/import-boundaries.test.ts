import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The import-boundaries messages for `code` linted as if it were the file at `file` (a path from the repo root). */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${file} did not parse: ${fatal.map((m) => m.message).join('; ')}`);
  return result.messages.filter((m) => m.ruleId === 'local/import-boundaries').map((m) => m.message);
}

describe('import-boundaries', () => {
  it.each([
    ['renderers importing src', 'renderers/widgets/money/money-input.tsx', "import '../../../src/app/router';", "'renderers' must not import 'src'"],
    ['renderers importing server', 'renderers/core/binding.ts', "export { db } from '../../server/db';", "'renderers' must not import 'server'"],
    ['server importing src', 'server/routes/orders.ts', "import '../../src/api/client';", "'server' must not import 'src'"],
    ['server importing renderers', 'server/app.ts', "export * from '../renderers/registry';", "'server' must not import 'renderers'"],
    ['server importing renderers dynamically', 'server/app.ts', "await import('../renderers/registry');", "'server' must not import 'renderers'"],
    ['one screen importing another', 'src/screens/a/X.tsx', "import '../b/Y';", "Screen 'a' must not import screen 'b'"],
  ])('reports %s', async (_name, file, code, expected) => {
    const messages = await boundaryMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(expected);
  });

  it.each([
    ['src importing renderers', 'src/screens/a/X.tsx', "import '../../../renderers/registry';"],
    ['renderers importing schemas', 'renderers/core/links.ts', "import '../../schemas/routes.json';"],
    ['a screen importing its own files', 'src/screens/a/X.tsx', "import './Y';\nimport './parts/Z';"],
    ['server importing schemas', 'server/app.ts', "import '../schemas/api/envelope.json';"],
    ['packages', 'renderers/widgets/money/money-input.tsx', "import 'antd-mobile';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});
