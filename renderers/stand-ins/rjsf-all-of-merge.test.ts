// When a form needs rjsf's allOf merge, which the form pages leave out and download the first time a form needs it
// (rjsf-all-of-merge.ts). That SchemaForm waits for it, in the build where the swap applies, is proven in the browser
// (tests/e2e/playground.spec.ts): vitest loads rjsf as Node does, without the build's swaps.
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { needsAllOfMerge } from './rjsf-all-of-merge.ts';

const name: RJSFSchema = { type: 'object', properties: { givenName: { type: 'string', title: 'Given name' } } };
const withAllOf: RJSFSchema = {
  type: 'object',
  allOf: [name, { type: 'object', properties: { familyName: { type: 'string', title: 'Family name' } } }],
};

describe('needsAllOfMerge', () => {
  it('is true wherever rjsf may merge: an allOf or a patternProperties at any depth, or a draft 2019-09 or later', () => {
    expect(needsAllOfMerge(withAllOf)).toBe(true);
    expect(needsAllOfMerge({ definitions: { part: { allOf: [{ type: 'string' }] } }, properties: { a: { $ref: '#/definitions/part' } } })).toBe(true);
    expect(needsAllOfMerge({ type: 'object', properties: { list: { type: 'array', items: [{ patternProperties: { '^x': {} } }] } } })).toBe(true);
    expect(needsAllOfMerge({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' })).toBe(true);
    expect(needsAllOfMerge({ $schema: 'https://json-schema.org/draft/2019-09/schema#', type: 'object' })).toBe(true);
  });

  it('is false for a form that has none of them', () => {
    expect(needsAllOfMerge(name)).toBe(false);
    expect(needsAllOfMerge({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { pick: { oneOf: [{ const: 'a' }], enum: ['a'] } } })).toBe(false);
  });
});

describe('suspendUntilAllOfMerge', () => {
  /** A fresh copy of the module, whose download of the merge fails `failures` times and then succeeds. */
  async function withDownloadFailing(failures: number) {
    vi.resetModules();
    let left = failures;
    vi.doMock('@rjsf/utils/lib/schema/shallowAllOfMerge.js', async (original) => {
      if (left-- > 0) throw new Error('offline');
      return original();
    });
    return import('./rjsf-all-of-merge.ts');
  }

  /** What one render that calls it gets: the promise Suspense waits on, the error boundary's error, or nothing. */
  function attempt(suspend: () => void): { thrown: unknown } | undefined {
    try {
      suspend();
      return undefined;
    } catch (thrown) {
      return { thrown };
    }
  }

  it('suspends on the download, then draws, and the merge works', async () => {
    const module = await withDownloadFailing(0);
    const first = attempt(module.suspendUntilAllOfMerge);
    expect(first?.thrown).toBeInstanceOf(Promise);
    await first?.thrown;
    expect(attempt(module.suspendUntilAllOfMerge)).toBeUndefined();
    const merged = module.default(withAllOf);
    expect(Object.keys(merged.properties ?? {})).toEqual(['givenName', 'familyName']);
  });

  it('gives a failed download to the error boundary once, rather than suspending on it forever, and a retry asks again', async () => {
    const module = await withDownloadFailing(1);
    const first = attempt(module.suspendUntilAllOfMerge);
    expect(first?.thrown).toBeInstanceOf(Promise);
    const failed = await (first?.thrown as Promise<void>).then(() => undefined, (error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(attempt(module.suspendUntilAllOfMerge)?.thrown).toBe(failed);
    const retry = attempt(module.suspendUntilAllOfMerge);
    expect(retry?.thrown).toBeInstanceOf(Promise);
    await retry?.thrown;
    expect(attempt(module.suspendUntilAllOfMerge)).toBeUndefined();
  });
});
