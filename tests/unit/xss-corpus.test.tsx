import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionNames } from '../../renderers/core/binding.ts';
import type { ScreenDescriptor } from '../../renderers/core/descriptor.ts';
import type { NodeActions } from '../../renderers/nodes/node-props.ts';
import { nodes } from '../../renderers/nodes.ts';
import { ScreenRenderer } from '../../renderers/ScreenRenderer.tsx';
import corpus from '../corpora/xss-payloads.json';

// Issue 17, part 4: every descriptor screen of schemas/screens drawn with every server-supplied text slot (each
// "$bind" of the descriptor, and each field of the lists its "…From" bindings read) holding an XSS payload, and every
// text of its rich-text nodes replaced by the payload too. Nothing may run (the payloads call window.__xss) and nothing
// may be injected: no <script>, <iframe>, <object>, <embed>, <base>, <meta>, <form> or <style> from the payload, no
// on* attribute, no javascript:/data: URL in an href, src or action. Each payload must show as text, so a slot that
// is not drawn at all cannot pass for a safe one.

const screensDir = path.resolve(import.meta.dirname, '../../schemas/screens');
const descriptors = readdirSync(screensDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, descriptor: JSON.parse(readFileSync(path.join(screensDir, name), 'utf8')) as ScreenDescriptor }));

// Keys of descriptor objects that are not texts: node names, routes, actions, bindings and their keys.
const structural = /^(node|id|route|action|.*Action|\$bind|.*Key|mailto|tel|shown|ordered)$/;

/** Every $bind pointer of a descriptor, with the keys its "…From" bindings read from each list item. */
function bindings(value: unknown, found: Array<{ pointer: string; list: boolean; keys: string[] }> = [], listBinding = false) {
  if (Array.isArray(value)) value.forEach((item) => bindings(item, found));
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.$bind === 'string') {
      const keys = Object.entries(record).flatMap(([key, item]) => (key.endsWith('Key') && typeof item === 'string' ? [item] : []));
      found.push({ pointer: record.$bind, list: listBinding, keys });
    }
    for (const [key, item] of Object.entries(record)) if (key !== '$bind') bindings(item, found, key.endsWith('From'));
  }
  return found;
}

/** The descriptor with every literal text of its rich-text nodes replaced by the payload. */
function withRichText(descriptor: ScreenDescriptor, payload: string): ScreenDescriptor {
  const replace = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') return structural.test(key) ? value : payload;
    if (Array.isArray(value)) return value.map((item) => replace(item, key));
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, replace(item, name)]));
    return value;
  };
  return { ...descriptor, nodes: descriptor.nodes.map((node) => (node.node === 'richText' ? (replace(node) as typeof node) : node)) };
}

// The fields a list item of a "…From" binding may be read by, besides the keys the binding names.
const itemFields = ['title', 'value', 'name', 'logo', 'remark', 'amount', 'time', 'text', 'url', 'value', 'channel_number'];

/** Screen data that holds the payload in every slot the descriptor binds. */
function hostileData(descriptor: ScreenDescriptor, payload: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const { pointer, list, keys } of bindings(descriptor.nodes)) {
    const tokens = pointer.split('/').slice(1);
    let target = data;
    for (const token of tokens.slice(0, -1)) target = (target[token] ??= {}) as Record<string, unknown>;
    const item = Object.fromEntries([...itemFields, ...keys].map((key) => [key, payload]));
    target[tokens.at(-1)!] = list ? [item, { ...item }] : payload;
  }
  return data;
}

function allActions(descriptor: ScreenDescriptor): NodeActions {
  const names = descriptor.nodes.flatMap((node) => actionNames(node));
  return Object.fromEntries(names.map((name) => [name, vi.fn()])) as NodeActions;
}

/** What the payload could have injected into the DOM. */
function injected(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'form', 'style', 'template', 'noscript', 'math', 'details'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${tag}[${attribute.name}]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(attribute.name.toLowerCase()) && /^(javascript|data|vbscript):/i.test([...attribute.value].filter((character) => character > ' ').join('')))
        found.push(`${tag}[${attribute.name}=${attribute.value}]`);
      if (attribute.name === 'style' && /expression|javascript:/i.test(attribute.value)) found.push(`${tag}[style]`);
    }
  }
  return found;
}

// Scripts and inline handlers run in jsdom's own window, not in the test's globals: __xss is defined there, by a
// script, and counts its calls on the document, which both share.
const ran = () => Number(document.documentElement.dataset.xss ?? 0);

beforeEach(() => {
  delete document.documentElement.dataset.xss;
  const define = document.createElement('script');
  define.textContent = 'window.__xss = function () { var root = document.documentElement; root.dataset.xss = String(Number(root.dataset.xss || 0) + 1); };';
  document.head.append(define);
  define.remove();
});
afterEach(() => cleanup());

/** Fires on every element the events an injected handler would wait for. */
function provoke(root: HTMLElement) {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const type of ['error', 'load', 'focus', 'mouseover', 'toggle', 'animationstart']) element.dispatchEvent(new Event(type));
  }
}

describe('XSS corpus in every server-supplied text slot', () => {
  it('would see a payload that runs: an inline handler calling __xss is counted', () => {
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.__xss()');
    document.body.append(button);
    button.click();
    button.remove();
    expect(ran()).toBe(1);
  });

  it('would catch a node that drew its text as HTML', () => {
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: '<img src="x" onerror="window.__xss()"><a href="javascript:void 0">x</a>' }} />);
    provoke(container);
    expect(ran()).toBeGreaterThan(0);
    expect(injected(container)).toEqual(['img[onerror]', 'a[href=javascript:void 0]']);
  });

  it('has a corpus, and the screens bind data', () => {
    expect(corpus.payloads.length).toBeGreaterThanOrEqual(40);
    expect(descriptors.filter(({ descriptor }) => bindings(descriptor.nodes).length > 0).length).toBeGreaterThan(3);
  });

  it.each(descriptors.map(({ name, descriptor }) => [name, descriptor] as const))('%s draws every payload as text, runs none, injects nothing', async (_name, descriptor) => {
    const slots = bindings(descriptor.nodes).length;
    const hasRichText = descriptor.nodes.some((node) => node.node === 'richText');
    for (const payload of corpus.payloads) {
      const { container, unmount } = render(
        <ScreenRenderer descriptor={withRichText(descriptor, payload)} nodes={nodes} data={hostileData(descriptor, payload)} actions={allActions(descriptor)} onNavigate={vi.fn()} />,
      );
      // The lazily loaded nodes, then any effect they start.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      provoke(container);
      expect(ran(), `${payload} ran`).toBe(0);
      expect(injected(container), payload).toEqual([]);
      expect(document.head.querySelectorAll('script, base, meta[http-equiv]').length, payload).toBe(0);
      if (slots > 0 || hasRichText) expect(container.textContent, `${payload} shown as text`).toContain(payload.trim());
      unmount();
    }
  });
});
