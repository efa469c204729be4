import { describe, expect, it } from 'vitest';
import site from '../../schemas/content/site.json';
import siteReviews from '../../schemas/content/site-reviews.json';
import { documents, headingId, isDocumentSection, legalDocument } from './site-content.ts';

describe('the site content', () => {
  it('has a page for every document section, and every page belongs to a navigation item', () => {
    const sections = site.nav.items.map((item) => item.section);
    for (const page of site.pages) expect(sections).toContain(page.section);
    for (const section of Object.keys(documents)) expect(site.pages.map((page) => page.section)).toContain(section);
    expect(site.pages.filter((page) => page.path !== '/').every((page) => isDocumentSection(page.section))).toBe(true);
  });

  it('gives every section of a document its own fragment id', () => {
    for (const document of Object.values(documents)) {
      const ids = document.sections.flatMap((section) => (section.heading ? [headingId(section.heading)] : []));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toBe(true);
    }
  });

  it('rates every review 1 to 5 stars', () => {
    for (const review of siteReviews.reviews) expect(review.stars >= 1 && review.stars <= 5 && Number.isInteger(review.stars)).toBe(true);
  });

  it('draws a legal descriptor as a document, and refuses a node the site cannot draw', () => {
    const section = { heading: 'Cookies', blocks: [{ paragraph: 'We use few.' }] };
    expect(legalDocument({ id: 'x', nodes: [{ node: 'heading', text: 'Terms' }, { node: 'richText', sections: [section] }] })).toEqual({ heading: 'Terms', sections: [section] });
    expect(() => legalDocument({ id: 'x', nodes: [{ node: 'heading', text: 'Terms' }, { node: 'image' }] })).toThrow(/'image' node/);
    expect(() => legalDocument({ id: 'x', nodes: [] })).toThrow(/no heading/);
  });
});
