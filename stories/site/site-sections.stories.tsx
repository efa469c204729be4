import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sitePages } from '../../core/site-pages.ts';
import site from '../../schemas/content/site.json';
import { ContactSection, DocumentSection, HeroSection, HomePage, ReviewsSection } from '../../src/site/home-page.tsx';
import { DocumentPage } from '../../src/site/legal-document.tsx';
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

export const HeaderPhone = story('header', 'phone360');
export const HeaderDesktop = story('header', 'desktop1280');
export const HeroPhone = story('hero', 'phone360');
export const HeroDesktop = story('hero', 'desktop1280');
export const AboutPhone = story('about', 'phone360');
export const AboutDesktop = story('about', 'desktop1280');
export const ReviewsPhone = story('reviews', 'phone360');
export const ReviewsDesktop = story('reviews', 'desktop1280');
export const PrivacyPhone = story('privacy', 'phone360');
export const PrivacyDesktop = story('privacy', 'desktop1280');
export const LoanTermsPhone = story('loan', 'phone360');
export const LoanTermsDesktop = story('loan', 'desktop1280');
export const FooterPhone = story('footer', 'phone360');
export const FooterDesktop = story('footer', 'desktop1280');
export const WholeHomePagePhone = story('home', 'phone360');
export const WholeHomePageDesktop = story('home', 'desktop1280');
export const PolicyPagePhone = story('policy', 'phone360');
export const PolicyPageDesktop = story('policy', 'desktop1280');

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
