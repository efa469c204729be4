import { describe, expect, it } from 'vitest';
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import { screenModuleAt, withRoutePreloads } from '../../server/route-preload.ts';
import type { Manifest } from '../../server/vite-manifest.ts';

const html = '<html><head><script type="module" crossorigin src="/assets/app.js"></script>\n  </head><body></body></html>';
const manifest: Manifest = {
  'app.html': { file: 'assets/app.js', isEntry: true, imports: ['_framework.js'], dynamicImports: ['src/screens/customer-service/customer-service-screen.tsx'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_client.js': { file: 'assets/client.js', imports: ['_framework.js'] },
  '_dialogs.js': { file: 'assets/dialogs.js' },
  'src/screens/customer-service/customer-service-screen.tsx': {
    file: 'assets/customer-service.js',
    isDynamicEntry: true,
    imports: ['app.html', '_client.js'],
    dynamicImports: ['_dialogs.js'],
    css: ['assets/customer-service.css'],
  },
};
const customerService = `${routeTable.basePath}${routeTable.routes.customerService.path}`;

describe('route preloads in app.html', () => {
  it('finds the screen that serves a page path, ignoring case and a trailing slash', () => {
    expect(screenModuleAt(customerService)).toBe('src/screens/customer-service/customer-service-screen.tsx');
    expect(screenModuleAt(`${customerService.toUpperCase()}/`)).toBe('src/screens/customer-service/customer-service-screen.tsx');
    expect(screenModuleAt(`${routeTable.basePath}/no-such-screen`)).toBeUndefined();
    expect(screenModuleAt(routeTable.routes.customerService.path)).toBeUndefined();
  });

  it("names the route's static chunks and CSS, not its lazy ones nor what the page names already", () => {
    const out = withRoutePreloads(html, manifest, customerService);
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/customer-service.js">');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/client.js">');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/framework.js">');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/customer-service.css">');
    expect(out).not.toContain('dialogs.js');
    expect(out.match(/assets\/app\.js/g)).toHaveLength(1);
    expect(out.indexOf('customer-service.js')).toBeLessThan(out.indexOf('</head>'));
  });

  it('leaves the page alone for a path no screen serves', () => {
    expect(withRoutePreloads(html, manifest, `${routeTable.basePath}/unknown`)).toBe(html);
  });
});
