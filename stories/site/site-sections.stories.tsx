import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fillPlaceholders } from '../../core/messages.ts';
import { sitePages } from '../../core/site-pages.ts';
import site from '../../schemas/content/site.json';
import { ContactSection, DocumentSection, HeroSection, HomePage, ReviewsSection } from '../../src/site/home-page.tsx';
import { DocumentPage } from '../../src/site/legal-document.tsx';
import { documents, headingId, reviews, type DocumentSection as DocumentName } from '../../src/site/site-content.ts';
import { SiteFooter, SiteFrame as PageFrame, SiteHeader } from '../../src/site/site-layout.tsx';
import { atWidth, SiteFrame, type SiteWidth } from './site-frame.tsx';

// The marketing site's sections, at a phone's width (360 px) and a desktop's (1280 px), drawn by the components the
// build prerenders into the site's static pages (scripts/prerender-site.ts).

const home = sitePages.find((page) => page.path === '/')!;
const policy = sitePages.find((page) => page.path === '/Policy')!;

type Section = 'header' | 'hero' | 'about' | 'reviews' | 'privacy' | 'loan' | 'contact' | 'footer' | 'home' | 'policy';

function SiteSection({ section }: { section: Section }) {
  const drawn = {
    header: <SiteHeader page={home} />,
    hero: <HeroSection />,
    about: <DocumentSection section="about" />,
    reviews: <ReviewsSection />,
    privacy: <DocumentSection section="privacy" />,
    loan: <DocumentSection section="loan" />,
    contact: <ContactSection />,
    footer: <SiteFooter />,
    home: (
      <PageFrame page={home}>
        <HomePage />
      </PageFrame>
    ),
    policy: (
      <PageFrame page={policy}>
        <DocumentPage section="privacy" />
      </PageFrame>
    ),
  }[section];
  return (
    <SiteFrame>
      {section === 'header' || section === 'footer' || section === 'home' || section === 'policy' ? drawn : <main>{drawn}</main>}
    </SiteFrame>
  );
}

const meta = {
  title: 'Site/Sections',
  component: SiteSection,
  args: { section: 'hero' },
} satisfies Meta<typeof SiteSection>;

export default meta;

type Story = StoryObj<typeof meta>;

const story = (section: Section, width: SiteWidth, extra: Partial<Story> = {}): Story => ({ args: { section }, ...atWidth(width), ...extra });

const titledHeadings = (section: DocumentName) => documents[section].sections.flatMap((item) => (item.heading ? [item.heading] : []));
const pathOf = (section: DocumentName) => sitePages.find((page) => page.section === section)!.path;

// Every navigation item leads to its section of the home page; the item of the page shown is marked current
// ('true' on the home page, where the script moves it as the visitor scrolls; 'page' on a document's own page).
const headerPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: site.homeLink })).toHaveAttribute('href', '/');
  const nav = within(canvas.getByRole('navigation', { name: site.nav.label }));
  for (const item of site.nav.items) {
    const link = nav.getByRole('link', { name: item.label });
    await expect(link).toHaveAttribute('href', `/#${item.section}`);
    await expect(link).toHaveAttribute('data-section-link', item.section);
  }
  await expect(nav.getByRole('link', { current: true })).toHaveTextContent(site.nav.items.find((item) => item.section === home.section)!.label);
};

const heroPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: site.hero.heading })).toBeInTheDocument();
  await expect(canvas.getByText(site.hero.text)).toBeInTheDocument();
  for (const fact of site.hero.facts) await expect(canvas.getByText(fact.label)).toBeInTheDocument();
  await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(site.hero.facts.map((fact) => `${fact.value} ${fact.label}`));
  await expect(canvas.getByRole('link', { name: site.hero.action })).toHaveAttribute('href', '/#contact');
};

// A document's summary on the home page: its contents lead into the whole document's page, as does the 'more' link.
const documentPlay =
  (section: DocumentName): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: site.sections[section].heading })).toBeInTheDocument();
    await expect(canvas.getByText(documents[section].heading)).toBeInTheDocument();
    const contents = within(canvas.getByRole('list', { name: site.sections.contents }));
    const headings = titledHeadings(section);
    await expect(headings.length).toBeGreaterThan(0);
    await expect(contents.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(headings.map((heading) => `${pathOf(section)}#${headingId(heading)}`));
    await expect(contents.getAllByRole('link').map((link) => link.textContent)).toEqual(headings);
    await expect(canvas.getByRole('link', { name: site.sections[section].more })).toHaveAttribute('href', pathOf(section));
  };

// Each review's stars are said in words, for a screen reader that skips the drawn stars.
const reviewsPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: site.sections.reviews.heading })).toBeInTheDocument();
  await expect(canvas.getByText(site.sections.reviews.intro)).toBeInTheDocument();
  await expect(reviews.length).toBeGreaterThan(0);
  const drawn = canvas.getAllByRole('listitem');
  await expect(drawn).toHaveLength(reviews.length);
  for (const [index, review] of reviews.entries()) {
    const item = within(drawn[index]!);
    await expect(item.getByText(review.text)).toBeInTheDocument();
    await expect(item.getByText(fillPlaceholders(site.reviewStars, { stars: review.stars }))).toBeInTheDocument();
    await expect(item.getByText(`${review.name}, ${review.place}`)).toBeInTheDocument();
  }
};

const footerPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const links = within(canvas.getByRole('navigation', { name: site.footer.pagesLabel })).getAllByRole('link');
  const documentPages = sitePages.filter((page) => page.path !== '/');
  await expect(links.map((link) => link.getAttribute('href'))).toEqual(documentPages.map((page) => page.path));
  await expect(links.map((link) => link.textContent)).toEqual(documentPages.map((page) => site.nav.items.find((item) => item.section === page.section)!.label));
  await expect(canvas.getByText(site.footer.copyright)).toBeInTheDocument();
};

// The whole home page: one h1 (the hero's), then a section for every navigation item, in the navigation's order,
// each with the id the navigation links to.
const homePlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: site.skipLink })).toHaveAttribute('href', '#main');
  await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([site.hero.heading]);
  const sections = Array.from(canvas.getByRole('main').querySelectorAll(':scope > section'));
  await expect(sections.map((section) => section.id)).toEqual(site.nav.items.map((item) => item.section));
  await expect(canvas.getByRole('navigation', { name: site.nav.label })).toBeInTheDocument();
  await expect(canvas.getByRole('navigation', { name: site.footer.pagesLabel })).toBeInTheDocument();
};

// The Privacy Agreement's own page: the whole document, every titled section with the id its contents link to.
const policyPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const nav = within(canvas.getByRole('navigation', { name: site.nav.label }));
  const current = nav.getByRole('link', { current: 'page' });
  await expect(current).toHaveTextContent(site.nav.items.find((item) => item.section === policy.section)!.label);
  await expect(current).toHaveAttribute('href', policy.path);
  await expect(canvas.getByRole('heading', { level: 1, name: documents.privacy.heading })).toBeInTheDocument();
  const headings = titledHeadings('privacy');
  await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(headings);
  const contents = within(canvas.getByRole('navigation', { name: site.sections.contents })).getAllByRole('link');
  await expect(contents.map((link) => link.getAttribute('href'))).toEqual(headings.map((heading) => `#${headingId(heading)}`));
  for (const heading of headings) await expect(canvasElement.querySelector(`#${headingId(heading)}`)).not.toBeNull();
};

export const HeaderPhone = story('header', 'phone360', { play: headerPlay });
export const HeaderDesktop = story('header', 'desktop1280', { play: headerPlay });
export const HeroPhone = story('hero', 'phone360', { play: heroPlay });
export const HeroDesktop = story('hero', 'desktop1280', { play: heroPlay });
export const AboutPhone = story('about', 'phone360', { play: documentPlay('about') });
export const AboutDesktop = story('about', 'desktop1280', { play: documentPlay('about') });
export const ReviewsPhone = story('reviews', 'phone360', { play: reviewsPlay });
export const ReviewsDesktop = story('reviews', 'desktop1280', { play: reviewsPlay });
export const PrivacyPhone = story('privacy', 'phone360', { play: documentPlay('privacy') });
export const PrivacyDesktop = story('privacy', 'desktop1280', { play: documentPlay('privacy') });
export const LoanTermsPhone = story('loan', 'phone360', { play: documentPlay('loan') });
export const LoanTermsDesktop = story('loan', 'desktop1280', { play: documentPlay('loan') });
export const FooterPhone = story('footer', 'phone360', { play: footerPlay });
export const FooterDesktop = story('footer', 'desktop1280', { play: footerPlay });
export const WholeHomePagePhone = story('home', 'phone360', { play: homePlay });
export const WholeHomePageDesktop = story('home', 'desktop1280', { play: homePlay });
export const PolicyPagePhone = story('policy', 'phone360', { play: policyPlay });
export const PolicyPageDesktop = story('policy', 'desktop1280', { play: policyPlay });

const contactPlay: Story['play'] = async ({ canvasElement, userEvent }) => {
  const canvas = within(canvasElement);
  const submit = canvas.getByRole('button', { name: site.contact.submit });
  await userEvent.type(canvas.getByLabelText(site.contact.fields.name), 'Ana Reyes');
  await userEvent.click(submit);
  await expect(canvas.getByRole('status')).toHaveTextContent(site.contact.incomplete);
  await expect(canvas.getByLabelText(site.contact.fields.name)).toHaveValue('Ana Reyes');
  await userEvent.type(canvas.getByLabelText(site.contact.fields.telephone), '09171234567');
  await userEvent.type(canvas.getByLabelText(site.contact.fields.email), 'ana@example.com');
  await userEvent.type(canvas.getByLabelText(site.contact.fields.suggestion), 'More repayment channels.');
  await userEvent.click(submit);
  await expect(canvas.getByRole('status')).toHaveTextContent(site.contact.success);
};

export const ContactPhone = story('contact', 'phone360', { play: contactPlay });
export const ContactDesktop = story('contact', 'desktop1280', { play: contactPlay });
