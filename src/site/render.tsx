import { renderToStaticMarkup } from 'react-dom/server';
import type { SitePage } from '../../core/site-pages.ts';
import { HomePage } from './home-page.tsx';
import { DocumentPage } from './legal-document.tsx';
import { isDocumentSection } from './site-content.ts';
import { SiteFrame } from './site-layout.tsx';

// The site's pages as static HTML, drawn at build time (scripts/prerender-site.ts builds this module for Node).
// React is a templating language here and nothing more: the pages ship no React, only the small script of
// enhance.ts (docs/decisions/011-static-marketing-site.md).

export function SitePageBody({ page }: { page: SitePage }) {
  if (page.path === '/') return <SiteFrame page={page}><HomePage /></SiteFrame>;
  if (!isDocumentSection(page.section)) throw new Error(`The site page ${page.path} names '${page.section}', which is no document (about, privacy, loan)`);
  return (
    <SiteFrame page={page}>
      <DocumentPage section={page.section} />
    </SiteFrame>
  );
}

/** The markup of a page's body. */
export function renderSitePage(page: SitePage): string {
  return renderToStaticMarkup(<SitePageBody page={page} />);
}
