import { afterEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from './module-preload.ts';

const linksTo = (dep: string) => [...document.head.querySelectorAll('link')].filter((link) => link.href === new URL(`/${dep}`, document.baseURI).href);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.replaceChildren();
});

describe("the preload helper the build puts in the place of Vite's", () => {
  it("asks for a script as a module preload, once, and runs the import without waiting for it", async () => {
    const load = vi.fn(async () => 'module');
    await expect(__vitePreload(load, ['assets/a.js'])).resolves.toBe('module');
    await __vitePreload(load, ['assets/a.js']);
    const links = linksTo('assets/a.js');
    expect(links).toHaveLength(1);
    expect(links[0]!.rel).toBe('modulepreload');
    expect(links[0]!.crossOrigin).toBe('');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('runs an import with no list at once', async () => {
    await expect(__vitePreload(async () => 'plain')).resolves.toBe('plain');
    await expect(__vitePreload(async () => 'empty', [])).resolves.toBe('empty');
    expect(document.head.children).toHaveLength(0);
  });

  it('adds nothing for a file the page already links', async () => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = '/assets/linked.js';
    document.head.append(link);
    await __vitePreload(async () => undefined, ['assets/linked.js']);
    expect(linksTo('assets/linked.js')).toHaveLength(1);
  });

  it("runs the module only once its stylesheet has loaded, and a second import waits for the same stylesheet", async () => {
    const load = vi.fn(async () => 'styled');
    const first = __vitePreload(load, ['assets/b.css', 'assets/b.js']);
    const second = __vitePreload(load, ['assets/b.css']);
    await settle();
    expect(load).not.toHaveBeenCalled();
    const [sheet] = linksTo('assets/b.css');
    expect(sheet!.rel).toBe('stylesheet');
    expect(linksTo('assets/b.css')).toHaveLength(1);
    sheet!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('styled');
    await expect(second).resolves.toBe('styled');
  });

  it('fails the import when its stylesheet fails, and asks for the stylesheet again on the next try', async () => {
    const load = vi.fn(async () => 'styled');
    const first = __vitePreload(load, ['assets/c.css']);
    await settle();
    linksTo('assets/c.css')[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Unable to preload CSS');
    expect(load).not.toHaveBeenCalled();
    expect(linksTo('assets/c.css')).toHaveLength(0);

    const retry = __vitePreload(load, ['assets/c.css']);
    await settle();
    const again = linksTo('assets/c.css');
    expect(again).toHaveLength(1);
    again[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe('styled');
  });
});
