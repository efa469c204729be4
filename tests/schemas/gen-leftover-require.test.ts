import { afterAll, describe, expect, it, vi } from 'vitest';
import { generate } from '../../scripts/schema/generate.ts';
import { makeTree, removeTrees } from './temp-tree.ts';

// Stands in for a future ajv that emits a runtime require the rewrite does not know.
vi.mock('ajv/dist/standalone/index.js', async (importOriginal) => {
  const original = (await importOriginal<{ default: (...args: unknown[]) => string }>()).default;
  return { default: (...args: unknown[]) => `${original(...args)}\nconst func9 = require("ajv/dist/runtime/new-helper");` };
});

afterAll(removeTrees);

describe('generate with a require it cannot rewrite', () => {
  it('fails, naming the validator file and the line', async () => {
    const root = makeTree({ 'schemas/api/envelope.json': { $id: 'envelope.json', type: 'object' } });
    await expect(generate(root)).rejects.toThrow(
      'generated/validators/api/envelope.js: the generated validator still calls require (const func9 = require("ajv/dist/runtime/new-helper");)',
    );
  });
});
