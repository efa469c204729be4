// The build's stand-in for Vite's preload helper (`vite/preload-helper.js`, which every `import()` with dependencies
// calls): 0.9 KB gzip on every page for CSP nonces, relative bases, a modulepreload feature check and an error event
// that none of ours need. What it does that matters is kept: each dependency is asked for once, beside the import
// rather than after it; a module runs only once its stylesheets have applied; a stylesheet that failed is asked for
// again by the next try (the screen's retry), not taken as loaded.

/** In flight or done, by URL: a second import of the same stylesheet waits for the first's. */
const asked = new Map<string, Promise<void> | undefined>();

function present(href: string, stylesheet: boolean): boolean {
  for (const link of document.querySelectorAll('link')) {
    if (link.href === href && (!stylesheet || link.rel === 'stylesheet')) return true;
  }
  return false;
}

function ask(href: string): Promise<void> | undefined {
  const stylesheet = href.endsWith('.css');
  if (present(href, stylesheet)) return undefined;
  const link = document.createElement('link');
  link.rel = stylesheet ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
  if (!stylesheet) return undefined;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      asked.delete(href);
      reject(new Error(`Unable to preload CSS for ${href}`));
    });
  });
}

/** Loads `load`'s module once `deps` (paths under the build's base, as Vite lists them) are asked for. */
export function __vitePreload<Module>(load: () => Promise<Module>, deps?: readonly string[]): Promise<Module> {
  const waits = (deps ?? []).map((dep) => {
    const href = new URL(import.meta.env.BASE_URL + dep, document.baseURI).href;
    if (!asked.has(href)) asked.set(href, ask(href));
    return asked.get(href);
  });
  return Promise.all(waits).then(load);
}
