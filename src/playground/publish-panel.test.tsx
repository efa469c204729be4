import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import content from '../../schemas/content/playground.json';
import { fillPlaceholders } from '../../core/messages.ts';
import { PublishPanel } from './publish-panel.tsx';

// Publish, Roll out and Roll back in the playground (issue 26), against a stubbed fetch answering as the staff endpoints
// do (server/publishing/staff-routes.ts; tests/server/publishing.test.ts shows the real answers): what goes out (URL,
// bearer token, document, note, percent), what is shown back (the new version, or the refusal's lines as sent), and
// that the edited text is left alone.

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const schema = { type: 'object', properties: { phone: { type: 'string', title: 'Mobile number' } } };
const uiSchema = { 'ui:order': ['phone'], phone: { 'ui:placeholder': '09XX-XXX-XXXX' } };
const texts = {
  'forms/registration/schema.json': JSON.stringify(schema, null, 2),
  'forms/registration/ui-schema.json': JSON.stringify(uiSchema, null, 2),
};

type Call = { url: string; method: string; headers: Record<string, string>; body: Record<string, unknown> };
let calls: Call[];

function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
}

async function typeInto(label: string, text: string) {
  await user().type(screen.getByLabelText(label), text);
}

beforeEach(() => {
  calls = [];
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the playground publishes the edited document', () => {
  it('sends the form pair, note, percent and bearer token to the staff publish endpoint, and shows the new version', async () => {
    answerWith(200, { id: 'forms/registration', version: 3, base: 2, percent: 25 });
    render(<PublishPanel docId="forms/registration/ui-schema.json" texts={texts} />);
    // Pre-filled with nothing: the token is typed by the person publishing.
    expect(screen.getByLabelText(content.staffToken)).toHaveValue('');
    await typeInto(content.staffToken, 'demo-staff');
    await typeInto(content.publishNote, 'dashes in the placeholder');
    await user().click(screen.getByText(fillPlaceholders(content.rolloutPercentLabel, { percent: '25' })));
    await user().click(screen.getByRole('button', { name: content.publish }));

    const shown = fillPlaceholders(content.published, {
      id: 'forms/registration',
      version: '3',
      share: fillPlaceholders(content.sharePart, { percent: '25', base: '2' }),
    });
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/staff/publishing/versions', method: 'POST', headers: { authorization: 'Bearer demo-staff', 'content-type': 'application/json' } });
    expect(calls[0]!.body).toEqual({ id: 'forms/registration', document: { schema, uiSchema }, note: 'dashes in the placeholder', rollout: 25 });
    // In the page's memory only: no web storage holds it.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('demo-staff');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('demo-staff');
  });

  it('refuses to send without a note, and sends nothing', async () => {
    answerWith(200, {});
    render(<PublishPanel docId="screens/about-us.json" texts={{ 'screens/about-us.json': '{}' }} />);
    await typeInto(content.staffToken, 'demo-staff');
    await user().click(screen.getByRole('button', { name: content.publish }));
    expect(await screen.findByText(content.needNote)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a refusal’s lines exactly as the server sends them, and leaves the edited text alone', async () => {
    const lines = [
      'screens/about-us.json#/body/0/type: unknown node "carousel" (build 0.1.0+abc123, in use, cannot draw it)',
      'screens/about-us.json#/body/1/action: unknown action "share" (build 0.1.0+abc123, in use, cannot draw it)',
    ];
    answerWith(422, { code: 'REFUSED', message: 'Refused: 2 problems (file#path: message).', problems: [], lines });
    const edited = { 'screens/about-us.json': '{ "title": "About", "body": [{ "type": "carousel" }] }' };
    const before = structuredClone(edited);
    render(<PublishPanel docId="screens/about-us.json" texts={edited} />);
    await typeInto(content.staffToken, 'demo-staff');
    await typeInto(content.publishNote, 'a carousel');
    await user().click(screen.getByRole('button', { name: content.publish }));

    expect(await screen.findByText(fillPlaceholders(content.refused, { status: '422', message: 'Refused: 2 problems (file#path: message).' }))).toBeInTheDocument();
    const shown = within(screen.getByRole('status')).getAllByRole('listitem').map((item) => item.textContent);
    expect(shown).toEqual(lines);
    expect(calls[0]!.body).toMatchObject({ id: 'screens/about-us', document: { title: 'About', body: [{ type: 'carousel' }] } });
    // No percent picked: the server's default (every borrower) is left to it.
    expect(calls[0]!.body).not.toHaveProperty('rollout');
    expect(edited).toEqual(before);
  });
});

describe('the playground rolls out and back', () => {
  it('rolls the live version out to all', async () => {
    answerWith(200, { id: 'bank-binding/7', version: 2, base: 1, percent: 100 });
    render(<PublishPanel docId="bank-binding/7" texts={{ 'bank-binding/7': '{"items": []}' }} />);
    await typeInto(content.staffToken, 'demo-staff');
    await user().click(screen.getByText(content.rolloutAll));
    await user().click(screen.getByRole('button', { name: content.rollOut }));
    expect(await screen.findByText(fillPlaceholders(content.rolledOut, { id: 'bank-binding/7', version: '2', share: content.shareAll }))).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/staff/publishing/rollout', body: { id: 'bank-binding/7', percent: 'all' } });
  });

  it('asks for confirmation before rolling back, and calls only once confirmed', async () => {
    answerWith(200, { id: 'screens/about-us', from: 2, version: 1, base: 1, percent: 100 });
    render(<PublishPanel docId="screens/about-us.json" texts={{ 'screens/about-us.json': '{}' }} />);
    await typeInto(content.staffToken, 'demo-staff');

    await user().click(screen.getByRole('button', { name: content.rollBack }));
    const asked = await screen.findByRole('dialog');
    expect(within(asked).getByText(content.rollBackConfirm)).toBeInTheDocument();
    await user().click(within(asked).getByRole('button', { name: content.rollBackConfirmNo }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);

    await user().click(screen.getByRole('button', { name: content.rollBack }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: content.rollBackConfirmYes }));
    expect(await screen.findByText(fillPlaceholders(content.rolledBack, { id: 'screens/about-us', from: '2', version: '1' }))).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/staff/publishing/rollback', headers: { authorization: 'Bearer demo-staff' }, body: { id: 'screens/about-us' } });
  });
});
