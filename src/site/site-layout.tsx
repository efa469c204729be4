import type { ReactNode } from 'react';
import type { SitePage } from '../../core/site-pages.ts';
import { siteContent } from './site-content.ts';

// The frame of every page of the site: a skip link, the header with the navigation, the page's main content and
// the footer. Plain links throughout, so the site works with JavaScript off: on the home page each item leads to
// its section, and the browser scrolls there (smoothly, unless reduced motion is asked for: site.css); the
// browser script (enhance.ts) then marks the item of the section in view.

const { nav, footer } = siteContent;

/** Where a navigation item leads from `page`: its section of the home page, or the page itself for its own item. */
function navHref(page: SitePage, section: string): string {
  return page.path !== '/' && page.section === section ? page.path : `/#${section}`;
}

function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <text x="16" y="22" textAnchor="middle" fontSize="17" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
        ₱
      </text>
    </svg>
  );
}

export function SiteHeader({ page }: { page: SitePage }) {
  const onHome = page.path === '/';
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <a className="brand" href="/" aria-label={siteContent.homeLink}>
          <BrandMark />
          <span aria-hidden="true">{siteContent.siteName}</span>
        </a>
        <nav className="site-nav" aria-label={nav.label}>
          <ul>
            {nav.items.map((item) => {
              const current = page.section === item.section;
              return (
                <li key={item.section}>
                  <a
                    href={navHref(page, item.section)}
                    data-section-link={onHome ? item.section : undefined}
                    aria-current={current ? (onHome ? 'true' : 'page') : undefined}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}

export function SiteFooter() {
  // The pages beside the home page, each under its navigation item's name.
  const documentPages = siteContent.pages.filter((page) => page.path !== '/');
  const labelOf = (section: string) => nav.items.find((item) => item.section === section)?.label ?? section;
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label={footer.pagesLabel}>
          <ul>
            {documentPages.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{labelOf(page.section)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p>{footer.copyright}</p>
      </div>
    </footer>
  );
}

/** A whole page's body: what the prerender draws into index.html's placeholder. */
export function SiteFrame({ page, children }: { page: SitePage; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {siteContent.skipLink}
      </a>
      <SiteHeader page={page} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
