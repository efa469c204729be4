import { describe, expect, it } from 'vitest';
import { sitePageAt, sitePageFile, sitePages, siteUrl } from '../core/site-pages.ts';
import site from '../schemas/content/site.json' with { type: 'json' };
import { robotsTxt, sitemapXml, sitePageHtml } from './prerender-site.ts';

const frame = '<html><head><title>CashPeso</title></head><body><div id="site-page"></div></body></html>';
const about = sitePages.find((page) => page.path === '/About')!;

describe('the site pages', () => {
  it('are found by path whatever the case or a trailing slash, each in its own file', () => {
    expect(sitePageAt('/about/')).toBe(about);
    expect(sitePageAt('/')?.path).toBe('/');
    expect(sitePageAt('/app/about-us')).toBeUndefined();
    expect(sitePages.map(sitePageFile)).toEqual(['index.html', 'about.html', 'policy.html', 'loan.html']);
    expect(siteUrl(about)).toBe(`${site.origin}/About`);
  });

  it('get their title, description, canonical address and Open Graph card, escaped', () => {
    const html = sitePageHtml(frame, { ...about, title: 'About "us" & more' }, '<main>hi</main>');
    expect(html).toContain('<title>About &#34;us&#34; &#38; more</title>');
    expect(html).toContain(`<link rel="canonical" href="${site.origin}/About" />`);
    expect(html).toContain('<meta property="og:title" content="About &#34;us&#34; &#38; more" />');
    expect(html).toContain(`<meta name="description" content="${about.description}" />`);
    expect(html).toContain('<body><main>hi</main></body>');
  });

  it('refuse a style attribute, which the CSP would block', () => {
    expect(() => sitePageHtml(frame, about, '<p style="color:red">x</p>')).toThrow(/style attribute/);
  });

  it('are listed in sitemap.xml, which robots.txt names; the app and the demo helpers are not crawled', () => {
    const sitemap = sitemapXml();
    for (const page of sitePages) expect(sitemap).toContain(`<loc>${siteUrl(page)}</loc>`);
    expect(robotsTxt()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    expect(robotsTxt()).toMatch(/Disallow: \/app\/\nDisallow: \/dev\//);
  });
});
