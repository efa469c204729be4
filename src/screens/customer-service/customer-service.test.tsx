import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import catalog from '../../../schemas/messages/en.json';
import demo from '../../../schemas/fixtures/demo.json';
import descriptor from '../../../schemas/screens/customer-service.json';
import { contactKfInfoCall } from '../../../generated/calls/customer-service/contact-kf-info.ts';
import { borrower, networkError, refusal, screenHarness, success, user } from '../screen-harness.tsx';
import CustomerServiceScreen from './customer-service-screen.tsx';

// Toasts are recorded, not drawn: the screen must say a refused load once, in the error state.
const page = screenHarness({ recordToasts: true });

const renderScreen = () => page.open(<CustomerServiceScreen />, { route: 'customerService' });

describe('Customer service', () => {
  it('shows the telephone as text and the e-mail as a mailto link, from the server answer', async () => {
    page.api.answer(contactKfInfoCall, success(demo.contactInfo));
    renderScreen();
    const mail = await screen.findByRole('link', { name: new RegExp(demo.contactInfo.email) });
    expect(mail.getAttribute('href')).toMatch(/^mailto:/);
    expect(decodeURIComponent(mail.getAttribute('href')!)).toBe(`mailto:${demo.contactInfo.email}`);
    expect(screen.getByText('Telephone')).toBeInTheDocument();
    expect(screen.getByText('E-mail')).toBeInTheDocument();
    const phone = screen.getByText(demo.contactInfo.smWa);
    expect(phone.closest('a')).toBeNull();
    expect(document.title).toBe(descriptor.title);

    const [request] = page.api.requests.filter((sent) => sent.call?.name !== 'publishing/published-version');
    expect(request!.path).toBe('/diving/v3/personal-center/contact-kf-info');
    expect(request!.query.sessionId).toBe(borrower.session.sessionId);
    expect(request!.method).toBe('POST');
    expect(request!.bodyText).toBe('overall=30');
  });

  it('shows the error state on a network failure, and loads on Try again', async () => {
    page.api.answerOnce(contactKfInfoCall, networkError);
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['error.network']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    page.api.answer(contactKfInfoCall, success(demo.contactInfo));
    await user().click(screen.getByRole('button', { name: catalog['common.retry'] }));
    expect(await screen.findByText(demo.contactInfo.smWa)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(page.api.sentTo(contactKfInfoCall)).toHaveLength(2);
  });

  it("says a refused load once, in the error state with the server's words, never also as a toast", async () => {
    page.api.answer(contactKfInfoCall, refusal('500', 'Service is resting', null));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service is resting');
    expect(page.toasts).toEqual([]);
  });

  it('shows the error state when the answer breaks the call schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page.api.answer(contactKfInfoCall, success({ email: 'not an e-mail', smWa: demo.contactInfo.smWa }));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['error.schema']);
    expect(screen.queryByText(demo.contactInfo.smWa)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: catalog['common.retry'] })).toBeInTheDocument();
  });
});
