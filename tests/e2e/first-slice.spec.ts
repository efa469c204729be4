import { test, expect, sessionQuery } from './fixtures.ts';
import { routes, appBasePath } from '../../core/routes.ts';
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import aboutUs from '../../schemas/screens/about-us.json' with { type: 'json' };
import privacyPolicy from '../../schemas/screens/privacy-policy.json' with { type: 'json' };
import loanTerms from '../../schemas/screens/loan-terms.json' with { type: 'json' };

test('Customer service shows the telephone and e-mail from the server, with a mailto link', async ({ page, server, problems }) => {
  await server.db.query('UPDATE customer_service_contact SET email = $1', ['help@cashpeso.ph']);
  await page.goto(`${server.url}${appBasePath}${routes.customerService.path}?${sessionQuery()}`);
  await expect(page.getByText('Customer service').first()).toBeVisible();
  await expect(page.getByText(demo.contactInfo.smWa)).toBeVisible();
  const mail = page.getByRole('link', { name: /help@cashpeso\.ph/ });
  await expect(mail).toHaveAttribute('href', 'mailto:help@cashpeso.ph');
  // The phone row is display-only: no link and no tel: action.
  await expect(page.getByRole('link', { name: new RegExp(demo.contactInfo.smWa.replace(/[+]/g, '\\+')) })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('customer-service-360x800.png') });
  expect(problems.consoleErrors).toEqual([]);
});

test('Customer service without a valid session shows a message, not a blank screen', async ({ page, server, problems }) => {
  await page.goto(`${server.url}${appBasePath}${routes.customerService.path}?sessionId=unknown`);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('Your session has expired. Please log in again.').first()).toBeVisible();
  // The browser itself logs the refused call as a failed resource; anything else is still a failure.
  expect(problems.consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  problems.consoleErrors.length = 0;
});

for (const [name, descriptor] of [
  ['aboutUs', aboutUs],
  ['privacyPolicy', privacyPolicy],
  ['loanAgreement', loanTerms],
] as const) {
  test(`${descriptor.title} renders its sections`, async ({ page, server }) => {
    await page.goto(`${server.url}${appBasePath}${routes[name].path}?${sessionQuery()}`);
    await expect(page).toHaveTitle(descriptor.title);
    const richText = descriptor.nodes.find((node) => node.node === 'richText') as { sections: { heading?: string }[] } | undefined;
    for (const section of richText?.sections ?? []) {
      if (section.heading) await expect(page.getByRole('heading', { name: section.heading, exact: true })).toBeVisible();
    }
  });
}
