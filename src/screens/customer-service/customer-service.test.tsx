import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import catalog from '../../../schemas/messages/en.json';
import demo from '../../../schemas/fixtures/demo.json';
import descriptor from '../../../schemas/screens/customer-service.json';
import { showToast } from '../../platform/feedback.ts';
import { LoadCacheProvider } from '../../platform/use-load.ts';
import CustomerServiceScreen from './customer-service-screen.tsx';

// The session is read from the page URL once, as the native app opens it.
beforeAll(() => window.history.replaceState(null, '', `/app/customer-service?${new URLSearchParams(demo.borrowers[0]!.session)}`));

vi.mock('../../platform/feedback.ts', () => ({ showToast: vi.fn(async () => {}), showLoading: vi.fn(() => vi.fn()) }));

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The screen also asks for its published descriptor (src/ui/published-screen.tsx): nothing is published here.
const nothingPublished = () => answer({ code: '00', message: 'success', data: { id: 'screens/customer-service', version: 0, document: null } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/publishing/published-version') ? Promise.resolve(nothingPublished()) : fetchMock(input, init),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderScreen() {
  return render(
    <LoadCacheProvider>
      <CustomerServiceScreen />
    </LoadCacheProvider>,
  );
}

describe('Customer service', () => {
  it('shows the telephone as text and the e-mail as a mailto link, from the server answer', async () => {
    fetchMock.mockResolvedValue(answer({ code: 0, message: 'success', data: demo.contactInfo }));
    renderScreen();
    const mail = await screen.findByRole('link', { name: new RegExp(demo.contactInfo.email) });
    expect(mail.getAttribute('href')).toMatch(/^mailto:/);
    expect(decodeURIComponent(mail.getAttribute('href')!)).toBe(`mailto:${demo.contactInfo.email}`);
    expect(screen.getByText('Telephone')).toBeInTheDocument();
    expect(screen.getByText('E-mail')).toBeInTheDocument();
    const phone = screen.getByText(demo.contactInfo.smWa);
    expect(phone.closest('a')).toBeNull();
    expect(document.title).toBe(descriptor.title);

    const [input, init] = fetchMock.mock.calls[0]!;
    const url = new URL(String(input), window.location.href);
    expect(url.pathname).toBe('/diving/v3/personal-center/contact-kf-info');
    expect(url.searchParams.get('sessionId')).toBe(demo.borrowers[0]!.session.sessionId);
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('overall=30');
  });

  it('shows the error state on a network failure, and loads on Try again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['error.network']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(answer({ code: 0, data: demo.contactInfo }));
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: catalog['common.retry'] }));
    expect(await screen.findByText(demo.contactInfo.smWa)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("says a refused load once, in the error state with the server's words, never also as a toast", async () => {
    vi.mocked(showToast).mockClear();
    fetchMock.mockResolvedValue(answer({ code: '500', message: 'Service is resting', data: null }));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service is resting');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('shows the error state when the answer breaks the call schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer({ code: 0, data: { email: 'not an e-mail', smWa: demo.contactInfo.smWa } }));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['error.schema']);
    expect(screen.queryByText(demo.contactInfo.smWa)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: catalog['common.retry'] })).toBeInTheDocument();
  });
});
