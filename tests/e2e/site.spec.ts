import { test, expect, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { sitePages, siteUrl } from '../../core/site-pages.ts';
import site from '../../schemas/content/site.json' with { type: 'json' };
import siteReviews from '../../schemas/content/site-reviews.json' with { type: 'json' };
import aboutUs from '../../schemas/screens/about-us.json' with { type: 'json' };
import loanTerms from '../../schemas/screens/loan-terms.json' with { type: 'json' };
import privacyPolicy from '../../schemas/screens/privacy-policy.json' with { type: 'json' };

// The public marketing site (issue 16): its navigation, its contact form, its pages without JavaScript, its meta
// tags and crawler files, and its accessibility at a phone's and a desktop's width. Nothing here times anything:
// speed is the bench's (npm run bench -- --only site).

const phone = { width: 360, height: 800 };
const desktop = { width: 1280, height: 800 };

const headingOf = (descriptor: { nodes: { node: string; text?: string }[] }) => descriptor.nodes.find((node) => node.node === 'heading')!.text!;

/** Each page's own document (the app's legal descriptor): its h1 and the heading of a section deep inside it. */
const documentOf: Record<string, { heading: string; deepHeading: string }> = {
  about: { heading: headingOf(aboutUs), deepHeading: 'Our team' },
  privacy: { heading: headingOf(privacyPolicy), deepHeading: 'Data Protection Officer and grievance officer' },
  loan: { heading: headingOf(loanTerms), deepHeading: 'Governing law' },
};

const nav = (page: Page) => page.getByRole('navigation', { name: site.nav.label });

test.describe('Marketing site', () => {
  for (const [width, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test(`every navigation item reaches its section and is marked current (${width})`, async ({ page, server, problems }) => {
      void problems;
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/`);
      // The home section is current on arrival.
      await expect(nav(page).getByRole('link', { name: site.nav.items[0]!.label })).toHaveAttribute('aria-current', 'true');
      for (const item of [...site.nav.items.slice(1), site.nav.items[0]!]) {
        const link = nav(page).getByRole('link', { name: item.label, exact: true });
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#${item.section}$`));
        const section = page.locator(`main > section#${item.section}`);
        await expect(section.getByRole('heading').first()).toBeInViewport();
        // Its top lands at the sticky header's bottom, not under it.
        await expect
          .poll(async () => {
            const headerBottom = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
            const top = await section.evaluate((element) => element.getBoundingClientRect().top);
            return Math.abs(top - headerBottom);
          })
          .toBeLessThan(2);
        await expect(link).toHaveAttribute('aria-current', 'true');
        await expect(nav(page).locator('[aria-current]')).toHaveCount(1);
      }
    });
  }

  test('scrolls smoothly, and not at all under reduced motion', async ({ browser, server }) => {
    for (const [reducedMotion, behavior] of [
      ['no-preference', 'smooth'],
      ['reduce', 'auto'],
    ] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(behavior);
      await context.close();
    }
  });

  test("the contact form: an empty field says 'Please provide complete information!' and keeps what was typed; all filled says 'Success!' and sends nothing", async ({ page, server, problems }) => {
    void problems;
    await page.goto(`${server.url}/#contact`);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const form = page.locator('form.contact-form');
    const field = (name: keyof typeof site.contact.fields) => form.getByLabel(site.contact.fields[name]);
    const submit = form.getByRole('button', { name: site.contact.submit });

    await submit.click();
    await expect(form.getByRole('status')).toHaveText(site.contact.incomplete);

    await field('name').fill('Ana Reyes');
    await field('telephone').fill('09171234567');
    await field('suggestion').fill('A calculator on the home page, please.');
    // Spaces are not information.
    await field('email').fill('   ');
    await submit.click();
    await expect(form.getByRole('status')).toHaveText(site.contact.incomplete);
    await expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('email')).toBeFocused();
    await expect(field('name')).toHaveValue('Ana Reyes');
    await expect(field('telephone')).toHaveValue('09171234567');
    await expect(field('suggestion')).toHaveValue('A calculator on the home page, please.');

    await field('email').fill('ana@example.com');
    await submit.click();
    await expect(form.getByRole('status')).toHaveText(site.contact.success);
    await expect(field('email')).not.toHaveAttribute('aria-invalid');
    await expect(page).toHaveURL(`${server.url}/#contact`);
    expect(requests, 'the contact form sends nothing').toEqual([]);
    await expectAccessible(page);
  });

  test('every page has its title, description, canonical address and Open Graph card; robots.txt and sitemap.xml list them', async ({ page, server, problems }) => {
    void problems;
    for (const sitePage of sitePages) {
      const answer = await page.goto(`${server.url}${sitePage.path}`);
      expect(answer?.status()).toBe(200);
      await expect(page).toHaveTitle(sitePage.title);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', sitePage.description);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(sitePage));
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', sitePage.title);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', sitePage.description);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', siteUrl(sitePage));
      await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
      // Lower case reaches the page too.
      expect((await page.request.get(`${server.url}${sitePage.path.toLowerCase()}`)).status()).toBe(200);
    }
    const robots = await page.request.get(`${server.url}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    const sitemap = await page.request.get(`${server.url}/sitemap.xml`);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const text = await sitemap.text();
    for (const sitePage of sitePages) expect(text).toContain(`<loc>${siteUrl(sitePage)}</loc>`);
  });

  test('with JavaScript off, every page shows its content, its links lead to the sections, and the form still sends nothing', async ({ browser, server }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    const requests: string[] = [];
    try {
      await page.goto(`${server.url}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.hero.heading);
      for (const item of site.nav.items) await expect(page.locator(`main > section#${item.section}`)).toBeVisible();
      await expect(page.locator('.review')).toHaveCount(siteReviews.reviews.length);
      await expect(page.getByText(siteReviews.reviews[0]!.text)).toBeVisible();
      await nav(page).getByRole('link', { name: site.nav.items[4]!.label }).click();
      await expect(page.locator('#loan').getByRole('heading', { level: 2 })).toBeInViewport();

      // A complete form submitted with no script: the browser's own required check passes, and nothing leaves.
      const form = page.locator('form.contact-form');
      for (const [name, value] of Object.entries({ name: 'Ana', telephone: '09171234567', email: 'ana@example.com', suggestion: 'Hi' })) {
        await form.getByLabel(site.contact.fields[name as keyof typeof site.contact.fields]).fill(value);
      }
      page.on('request', (request) => requests.push(request.url()));
      await form.getByRole('button', { name: site.contact.submit }).click();
      await expect(form.getByLabel(site.contact.fields.name)).toHaveValue('Ana');
      expect(requests, 'the contact form sends nothing').toEqual([]);

      for (const sitePage of sitePages.filter((candidate) => candidate.path !== '/')) {
        await page.goto(`${server.url}${sitePage.path}`);
        const document = documentOf[sitePage.section]!;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.heading);
        await expect(page.getByRole('heading', { level: 2, name: document.deepHeading })).toBeVisible();
        // Its own navigation item is marked as the page.
        await expect(nav(page).locator('[aria-current="page"]')).toHaveText(site.nav.items.find((item) => item.section === sitePage.section)!.label);
      }
    } finally {
      await context.close();
    }
  });

  test("the home page's document sections lead into the whole documents, one source for the site and the app", async ({ page, server, problems }) => {
    void problems;
    await page.goto(`${server.url}/`);
    await page.locator('#privacy').getByRole('link', { name: 'Cookies', exact: true }).click();
    await expect(page).toHaveURL(`${server.url}/Policy#cookies`);
    await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInViewport();
    await page.goto(`${server.url}/`);
    await page.locator('#loan').getByRole('link', { name: site.sections.loan.more }).click();
    await expect(page).toHaveURL(`${server.url}/Loan`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(documentOf.loan!.heading);
  });

  for (const [width, viewport] of [
    ['360 px', phone],
    ['1280 px', desktop],
  ] as const) {
    test(`axe finds nothing serious on any page at ${width}`, async ({ page, server, problems }) => {
      void problems;
      await page.setViewportSize(viewport);
      for (const sitePage of sitePages) {
        await page.goto(`${server.url}${sitePage.path}`);
        await expectAccessible(page, `${sitePage.path} at ${width}`);
        // Nothing is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    });
  }

  test('at 320 px nothing is wider than the screen, and the navigation row scrolls to keep the marked item in sight', async ({ page, server, problems }) => {
    void problems;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${server.url}/`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const contact = nav(page).getByRole('link', { name: site.contact.heading });
    await page.evaluate(() => document.getElementById('contact')!.scrollIntoView({ behavior: 'instant' }));
    await expect(contact).toHaveAttribute('aria-current', 'true');
    await expect(contact).toBeInViewport();
  });
});
