import { ContactForm } from './contact-form.tsx';
import { DocumentSummary } from './legal-document.tsx';
import { ReviewList } from './reviews-section.tsx';
import { siteContent, type DocumentSection } from './site-content.ts';

// The home page: one section per navigation item, in the navigation's order, each with the item's id, which is
// what the navigation links to (`/#about`).

const { hero, sections, contact } = siteContent;

export function HeroSection() {
  return (
    <section id="home" className="hero" aria-labelledby="home-heading">
      <div className="section-inner">
        <h1 id="home-heading">{hero.heading}</h1>
        <p className="lead">{hero.text}</p>
        <ul className="facts">
          {hero.facts.map((fact) => (
            <li key={fact.value}>
              <strong>{fact.value}</strong> <span>{fact.label}</span>
            </li>
          ))}
        </ul>
        <a className="button" href="/#contact">
          {hero.action}
        </a>
      </div>
    </section>
  );
}

export function DocumentSection({ section }: { section: DocumentSection }) {
  const headingId = `${section}-heading`;
  return (
    <section id={section} aria-labelledby={headingId}>
      <div className="section-inner">
        <h2 id={headingId}>{sections[section].heading}</h2>
        <DocumentSummary section={section} headingId={headingId} />
      </div>
    </section>
  );
}

export function ReviewsSection() {
  return (
    <section id="reviews" aria-labelledby="reviews-heading">
      <div className="section-inner">
        <h2 id="reviews-heading">{sections.reviews.heading}</h2>
        <p>{sections.reviews.intro}</p>
        <ReviewList />
      </div>
    </section>
  );
}

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading">
      <div className="section-inner">
        <h2 id="contact-heading">{contact.heading}</h2>
        <p>{contact.intro}</p>
        <ContactForm />
      </div>
    </section>
  );
}

const sectionOf = {
  home: () => <HeroSection />,
  about: () => <DocumentSection section="about" />,
  reviews: () => <ReviewsSection />,
  privacy: () => <DocumentSection section="privacy" />,
  loan: () => <DocumentSection section="loan" />,
  contact: () => <ContactSection />,
} as const;

export function HomePage() {
  return (
    <>
      {siteContent.nav.items.map((item) => {
        const Section = sectionOf[item.section as keyof typeof sectionOf];
        if (!Section) throw new Error(`The home page has no section '${item.section}' (schemas/content/site.json nav)`);
        return <Section key={item.section} />;
      })}
    </>
  );
}
