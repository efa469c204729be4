import { test, expect, sessionQuery, type TestServer } from './fixtures.ts';
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import bundledDescriptor from '../../schemas/screens/customer-service.json' with { type: 'json' };

// Issue 26, against the reference server and this very build, with no rebuild between steps: staff publish a screen
// descriptor, a borrower's next open draws it; a version naming a node this page does not ship draws the bundled copy;
// one rollback brings the bundled copy back.

const staff = { authorization: 'Bearer demo-staff', 'x-staff-name': 'Browser test', 'content-type': 'application/json' };
const id = 'screens/customer-service';

async function staffPost(server: TestServer, action: string, payload: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(`${server.url}/staff/publishing/${action}`, { method: 'POST', headers: staff, body: JSON.stringify(payload) });
  const body = (await answer.json()) as Record<string, unknown>;
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Rolls back until the bundled copy is live, so that no other test of this server sees a published version. */
async function backToBundled(server: TestServer): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const answer = await fetch(`${server.url}/staff/publishing/rollback`, { method: 'POST', headers: staff, body: JSON.stringify({ id, note: 'test cleanup' }) });
    if (answer.status !== 200 || ((await answer.json()) as { version: number }).version === 0) return;
  }
}

test.describe.serial('Publishing a screen without a deploy', () => {
  test.afterAll(async ({ server }) => backToBundled(server));

  test('a published title and row label reach the next open; one rollback brings the bundled copy back', async ({ page, server, problems }) => {
    void problems;
    const url = `${server.url}${routeTable.basePath}${routeTable.routes.customerService.path}?${sessionQuery()}`;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bundledDescriptor.title);
    await expect(page.getByText('Telephone')).toBeVisible();

    const changed = structuredClone(bundledDescriptor) as typeof bundledDescriptor;
    changed.nodes[0] = { ...changed.nodes[0]!, text: 'Help and contact' } as (typeof changed.nodes)[number];
    (changed.nodes[1] as { rows: { title: string }[] }).rows[0]!.title = 'Call or text us';
    const published = await staffPost(server, 'versions', { id, document: changed, note: 'friendlier words' });
    expect(published).toMatchObject({ id, version: 1, percent: 100 });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and contact');
    await expect(page.getByText('Call or text us')).toBeVisible();
    await expect(page.getByText('Telephone')).toHaveCount(0);

    const rolledBack = await staffPost(server, 'rollback', { id, note: 'back to the bundled words' });
    expect(rolledBack).toMatchObject({ id, version: 0 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bundledDescriptor.title);
    await expect(page.getByText('Telephone')).toBeVisible();
  });

  test('a version naming a node this page does not ship draws the bundled copy, never an unknown node', async ({ page, server }) => {
    const withForeignNode = structuredClone(bundledDescriptor) as { nodes: unknown[] };
    withForeignNode.nodes.push({ node: 'richText', sections: [{ blocks: [{ paragraph: 'Opening hours: 8 to 8.' }] }] });
    await staffPost(server, 'versions', { id, document: withForeignNode, note: 'opening hours' });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${server.url}${routeTable.basePath}${routeTable.routes.customerService.path}?${sessionQuery()}`);
    await expect(page.getByText('Telephone')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bundledDescriptor.title);
    await expect(page.getByText('Opening hours: 8 to 8.')).toHaveCount(0);
    await expect.poll(() => warnings.some((text) => text.includes('refused by this build'))).toBe(true);
    await backToBundled(server);
  });
});
