import site from '../../schemas/content/site.json';
import siteReviews from '../../schemas/content/site-reviews.json';
import aboutUs from '../../schemas/screens/about-us.json';
import loanTerms from '../../schemas/screens/loan-terms.json';
import privacyPolicy from '../../schemas/screens/privacy-policy.json';
import type { RichTextSection } from '../../renderers/core/descriptor.ts';

// What the marketing site says, from schemas/ only: its own texts (schemas/content/site.json), the reviews, and the
// app's legal descriptors (schemas/screens), which the app draws as screens and the site as documents: one source,
// two presentations. Read at build time only: the site's browser script carries none of it.

export const siteContent = site;
export const reviews = siteReviews.reviews;

export type SectionId = (typeof site.nav.items)[number]['section'];

/** A legal descriptor as a document: its one h1 heading and its rich-text sections. */
export interface LegalDocument {
  heading: string;
  sections: RichTextSection[];
}

interface DescriptorJson {
  id: string;
  nodes: ReadonlyArray<{ node: string; text?: string; sections?: unknown }>;
}

/**
 * The site draws a legal descriptor's heading and rich text, and nothing else: a descriptor that gains another kind
 * of node fails the site's build, rather than losing that node on the site.
 */
export function legalDocument(descriptor: DescriptorJson): LegalDocument {
  let heading: string | undefined;
  const sections: RichTextSection[] = [];
  for (const node of descriptor.nodes) {
    if (node.node === 'heading' && heading === undefined && typeof node.text === 'string') heading = node.text;
    else if (node.node === 'richText') sections.push(...(node.sections as RichTextSection[]));
    else throw new Error(`The site draws a heading and rich text only, but schemas/screens/${descriptor.id}.json has a '${node.node}' node.`);
  }
  if (heading === undefined) throw new Error(`schemas/screens/${descriptor.id}.json has no heading for the site to draw.`);
  return { heading, sections };
}

/** The documents behind the About us, Privacy Agreement and Loan terms sections and pages. */
export const documents = {
  about: legalDocument(aboutUs),
  privacy: legalDocument(privacyPolicy),
  loan: legalDocument(loanTerms),
} satisfies Partial<Record<SectionId, LegalDocument>>;

export type DocumentSection = keyof typeof documents;

export function isDocumentSection(section: string): section is DocumentSection {
  return Object.hasOwn(documents, section);
}

/** A section heading as a fragment id: 'Opt-out and withdrawal of consent' -> 'opt-out-and-withdrawal-of-consent'. */
export function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
