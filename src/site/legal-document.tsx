import type { RichTextBlock, RichTextSection } from '../../renderers/core/descriptor.ts';
import { documents, headingId, siteContent, type DocumentSection } from './site-content.ts';

// The legal descriptors (schemas/screens) as the site presents them: on the home page, a summary (the heading, the
// opening paragraphs, the contents linking into the whole document, and a link to it); on /About, /Policy and
// /Loan, the whole document with an id on every section. Text is drawn as text, never as HTML.

function Block({ block }: { block: RichTextBlock }) {
  if ('paragraph' in block) return <p>{block.paragraph}</p>;
  const items = block.list.map((item, index) => <li key={index}>{item}</li>);
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

const titled = (sections: RichTextSection[]) => sections.filter((section): section is RichTextSection & { heading: string } => Boolean(section.heading));

function pagePath(section: DocumentSection): string {
  const page = siteContent.pages.find((candidate) => candidate.section === section);
  if (!page) throw new Error(`schemas/content/site.json has no page for the '${section}' section`);
  return page.path;
}

/** A document's section on the home page. */
export function DocumentSummary({ section, headingId: sectionHeadingId }: { section: DocumentSection; headingId: string }) {
  const document = documents[section];
  const path = pagePath(section);
  const [opening] = document.sections;
  const contentsId = `${section}-contents`;
  return (
    <div className="document-summary">
      <p className="lead">{document.heading}</p>
      {opening && !opening.heading ? opening.blocks.map((block, index) => <Block key={index} block={block} />) : null}
      <h3 id={contentsId} className="contents-heading">
        {siteContent.sections.contents}
      </h3>
      <ul className="contents" aria-labelledby={contentsId}>
        {titled(document.sections).map((item) => (
          <li key={item.heading}>
            <a href={`${path}#${headingId(item.heading)}`}>{item.heading}</a>
          </li>
        ))}
      </ul>
      <p>
        <a className="more" href={path} aria-describedby={sectionHeadingId}>
          {siteContent.sections[section].more}
        </a>
      </p>
    </div>
  );
}

/** A whole document: the page /About, /Policy or /Loan. */
export function DocumentPage({ section }: { section: DocumentSection }) {
  const document = documents[section];
  const label = siteContent.nav.items.find((item) => item.section === section)?.label;
  return (
    <article className="document">
      <p className="eyebrow">{label}</p>
      <h1>{document.heading}</h1>
      <nav className="document-contents" aria-label={siteContent.sections.contents}>
        <ul className="contents">
          {titled(document.sections).map((item) => (
            <li key={item.heading}>
              <a href={`#${headingId(item.heading)}`}>{item.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {document.sections.map((item, index) =>
        item.heading ? (
          <section key={index} id={headingId(item.heading)}>
            <h2>{item.heading}</h2>
            {item.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
          </section>
        ) : (
          <div key={index}>
            {item.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
          </div>
        ),
      )}
    </article>
  );
}
