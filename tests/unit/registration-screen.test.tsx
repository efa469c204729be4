import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Toast from 'antd-mobile/es/components/toast';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { channelTemplateCall } from '../../generated/calls/channel/channel-template.ts';
import { getSidCall } from '../../generated/calls/promotion/get-sid.ts';
import { getSmsCall } from '../../generated/calls/promotion/get-sms.ts';
import { registerCall } from '../../generated/calls/promotion/register.ts';
import { trackClickCall } from '../../generated/calls/promotion/track-click.ts';
import { trackVisitCall } from '../../generated/calls/promotion/track-visit.ts';
import { visitorInsightEventCall } from '../../generated/calls/publishing/visitor-insight-event.ts';
import { visitorVersionCall } from '../../generated/calls/publishing/visitor-version.ts';
import bundledSchema from '../../schemas/forms/registration/schema.json';
import bundledUiSchema from '../../schemas/forms/registration/ui-schema.json';
import corpus from '../../schemas/fixtures/promotion.json';
import catalog from '../../schemas/messages/en.json';
import { PromoProviders, PromoRoutes } from '../../src/promo/promo-app.tsx';
import DownloadScreen from '../../src/promo/download/download-screen.tsx';
import { LoadCacheProvider } from '../../src/platform/use-load.ts';
import { held, networkError, refusal, screenHarness, success } from '../../src/screens/screen-harness.tsx';

// The promotion register page as a visitor uses it, with the server answered by the screens' harness
// (src/screens/screen-harness.tsx), drawn in the promotion page's own providers.

const template = corpus.templates[0]!.template;
const sid = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
/** The submit intent's idempotency key, as the page makes one. */
const hexKey = expect.stringMatching(/^[0-9a-f]{32}$/);
const landing = { id: template.id, user_from: 'facebook', app_from: 'cashpeso', utm_tag: 'summer', invite_code: 'FRIEND10' };
const android = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

const page = screenHarness();

const calls = {
  'channel-template': channelTemplateCall,
  'track-visit': trackVisitCall,
  'get-sid': getSidCall,
  'get-sms': getSmsCall,
  'track-click': trackClickCall,
  register: registerCall,
} as const;

/** Every call to one endpoint: its query and its form body, as plain objects. */
const callsTo = (route: keyof typeof calls) => page.api.sentTo(calls[route]).map(({ query, body, method }) => ({ query, body, method }));

let toastSpy: MockInstance<typeof Toast.show>;
const toasts = () => toastSpy.mock.calls.map(([props]) => (typeof props === 'string' ? props : props.content));

beforeEach(() => {
  page.api
    .answer(channelTemplateCall, success(template))
    .answer(trackVisitCall, success({}))
    .answer(getSidCall, success({ sid }))
    .answer(getSmsCall, success({}))
    .answer(trackClickCall, success({}))
    .answer(registerCall, success({}))
    // Nothing published: the bundled form (issue 26; the published versions are below).
    .answer(visitorVersionCall, success({ id: 'forms/registration', version: 0, document: null }));
  toastSpy = vi.spyOn(Toast, 'show');
  // A partner's link; the sessionId a careless link might carry must never reach a call.
  window.history.replaceState(null, '', `/promo/?${new URLSearchParams({ ...landing, sessionId: 'leaked' })}`);
  Object.defineProperty(navigator, 'userAgent', { value: android, configurable: true });
});
afterEach(() => {
  act(() => Toast.clear());
});

function Where() {
  const route = useLocation();
  return <output data-testid="where">{`${route.pathname}${route.search}`}</output>;
}

/** The page as opened at `hash` (its funnel page), with the landing query the test set. */
function renderPage(hash = '') {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
  const view = render(
    <PromoProviders>
      <LoadCacheProvider>
        <PromoRoutes />
        <Where />
      </LoadCacheProvider>
    </PromoProviders>,
  );
  return { view, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const where = () => screen.getByTestId('where').textContent;
const phoneInput = () => screen.getByLabelText<HTMLInputElement>('Mobile number');
const captchaInput = () => screen.getByLabelText<HTMLInputElement>('Picture code');
const smsInput = () => screen.getByLabelText<HTMLInputElement>('SMS code');
const captchaImage = () => screen.getByRole('button', { name: catalog['widget.captcha.refresh'] }).querySelector('img');
const getCode = () => screen.getByRole('button', { name: catalog['widget.smsCode.send'] });
const registerButton = () => screen.getByRole('button', { name: 'Register' });

async function openPage() {
  const rendered = renderPage();
  await screen.findByRole('heading', { name: template.title });
  await waitFor(() => expect(captchaImage()).not.toBeNull());
  return rendered;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { phone?: string; capcode?: string; smsCode?: string }) {
  if (values.phone) await user.type(phoneInput(), values.phone);
  if (values.capcode) await user.type(captchaInput(), values.capcode);
  if (values.smsCode) await user.type(smsInput(), values.smsCode);
}

const downloadQuery = `app_from=cashpeso&user_from=facebook&utm_tag=summer&id=${template.id}&links_id=${template.links_id}`;

describe('page start', () => {
  it('loads the template by id, counts the visit, gets a sid and draws its captcha, sending no session', async () => {
    await openPage();
    expect(screen.getByText(template.subtitle)).toBeInTheDocument();
    expect(callsTo('channel-template')).toEqual([{ query: { templateId: template.id }, body: {}, method: 'GET' }]);
    await waitFor(() => expect(callsTo('track-visit')).toHaveLength(1));
    expect(callsTo('track-visit')[0]!.query).toEqual({
      page_id: template.id,
      user_from: 'facebook',
      client_type: 'android',
      page_type: '1',
      utm_tag: 'summer',
      app_from: 'cashpeso',
    });
    expect(callsTo('get-sid')).toHaveLength(1);
    const src = new URL(captchaImage()!.getAttribute('src')!, 'http://promo.test');
    expect(src.pathname).toBe('/api/v2/youmi/promotion/get-captcha');
    expect(src.searchParams.get('sid')).toBe(sid);
    expect(Number(src.searchParams.get('timestamp'))).toBeGreaterThan(0);
    for (const request of page.api.requests) expect(request.url).not.toContain('sessionId');
    expect(document.title).toBe(template.title);
  });

  it('says ios for an iPhone', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', configurable: true });
    await openPage();
    await waitFor(() => expect(callsTo('track-visit')[0]?.query.client_type).toBe('ios'));
  });

  it("shows the server's message instead of the form when the template answer is not '00'", async () => {
    page.api.answerOnce(channelTemplateCall, refusal('02', 'This promotion has ended.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This promotion has ended.');
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    expect(callsTo('track-visit')).toHaveLength(0);
    // Shown once, in the page, not also as a toast.
    expect(toasts()).not.toContain('This promotion has ended.');
  });

  it("shows 'error' with a retry when the network fails, and loads on retry", async () => {
    page.api.answerOnce(channelTemplateCall, networkError);
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['error.network']);
    await user.click(screen.getByRole('button', { name: catalog['common.retry'] }));
    expect(await screen.findByRole('heading', { name: template.title })).toBeInTheDocument();
  });

  it('says the page does not exist when the URL names no template, and calls nothing', async () => {
    window.history.replaceState(null, '', '/promo/?user_from=facebook');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['promo.noTemplate']);
    expect(page.api.requests).toEqual([]);
  });
});

describe('captcha', () => {
  it('needs a valid phone number before drawing a new image', async () => {
    const { user } = await openPage();
    const before = captchaImage()!.getAttribute('src');
    await user.click(screen.getByRole('button', { name: catalog['widget.captcha.refresh'] }));
    await waitFor(() => expect(toasts()).toContain(catalog['promo.phoneInvalid']));
    expect(captchaImage()!.getAttribute('src')).toBe(before);

    await fill(user, { phone: '09171234567', capcode: 'ab' });
    await user.click(screen.getByRole('button', { name: catalog['widget.captcha.refresh'] }));
    await waitFor(() => expect(captchaImage()!.getAttribute('src')).not.toBe(before));
    expect(captchaInput()).toHaveValue('');
  });

  it('starts again with a new sid when the image fails, three times at most, then says why there is no picture', async () => {
    const sids = ['b1b2c3d4e5f60718293a4b5c6d7e8f91', 'c1b2c3d4e5f60718293a4b5c6d7e8f92', 'd1b2c3d4e5f60718293a4b5c6d7e8f93'];
    await openPage();
    const drawnSid = () => new URL(captchaImage()!.getAttribute('src')!, 'http://promo.test').searchParams.get('sid');
    expect(drawnSid()).toBe(sid);
    // The renewals' answers, given once the page's own sid is drawn: given before, the opening would take the first.
    page.api.answerOnce(getSidCall, ...sids.map((next) => success({ sid: next })));
    for (const next of sids) {
      fireEvent.error(captchaImage()!);
      await waitFor(() => expect(drawnSid()).toBe(next));
    }
    expect(toasts()).not.toContain(catalog['promo.captchaUnavailable']);
    fireEvent.error(captchaImage()!);
    await waitFor(() => expect(toasts()).toContain(catalog['promo.captchaUnavailable']));
    expect(callsTo('get-sid')).toHaveLength(4);
  });
});

describe('SMS code', () => {
  it('needs a valid phone, then a picture code, before sending', async () => {
    const { user } = await openPage();
    await user.click(getCode());
    await waitFor(() => expect(toasts()).toContain(catalog['promo.phoneInvalid']));
    await fill(user, { phone: '13812345678' });
    await user.click(getCode());
    await waitFor(() => expect(toasts().filter((text) => text === catalog['promo.phoneInvalid'])).toHaveLength(2));
    await user.clear(phoneInput());
    await fill(user, { phone: '09171234567' });
    await user.click(getCode());
    await waitFor(() => expect(toasts()).toContain(catalog['promo.captchaRequired']));
    expect(callsTo('get-sms')).toHaveLength(0);
  });

  it("sends the phone with the captcha, then counts down from 60 and refuses a resend meanwhile", async () => {
    const { user } = await openPage();
    await fill(user, { phone: '09171234567', capcode: 'Ab3x' });
    await user.click(getCode());
    await waitFor(() => expect(toasts()).toContain(catalog['promo.smsSent']));
    expect(callsTo('get-sms')).toEqual([
      {
        query: {},
        method: 'POST',
        body: { phone: '09171234567', capcode: 'Ab3x', sid, deviceId: sid, appName: 'ymgj', app_from: 'cashpeso', user_from: 'facebook', utm_tag: 'summer', idempotencyKey: hexKey },
      },
    ]);
    const counting = await screen.findByRole('button', { name: /^(60|59)s$/ });
    await user.click(counting);
    await waitFor(() => expect(toasts()).toContain(catalog['promo.smsRepeat']));
    expect(callsTo('get-sms')).toHaveLength(1);
  });

  it("goes back to 'Get code' when the countdown ends, also after a reload", async () => {
    // Seconds of margin: on a machine running four suites at once the page can take more than one to open.
    sessionStorage.setItem(`promo.registration.${template.id}`, JSON.stringify({ phone: '09171234567', smsWaitUntil: Date.now() + 4500 }));
    await openPage();
    expect(phoneInput()).toHaveValue('0917 123 4567');
    expect(screen.getByRole('button', { name: /^[1-5]s$/ })).toBeInTheDocument();
    // Up to 15 s: the countdown ends 4.5 s after the draft was written, but a gate running four suites on two cores
    // once starved this page's timers past a 6 s wait.
    await waitFor(() => expect(getCode()).toBeInTheDocument(), { timeout: 15_000 });
  }, 20_000);

  it("on '101' shows the message and draws a new picture", async () => {
    page.api.answerOnce(getSmsCall, refusal('101', 'The picture code is wrong.'));
    const { user } = await openPage();
    const before = captchaImage()!.getAttribute('src');
    await fill(user, { phone: '09171234567', capcode: 'zzzz' });
    await user.click(getCode());
    await waitFor(() => expect(toasts()).toContain('The picture code is wrong.'));
    await waitFor(() => expect(captchaImage()!.getAttribute('src')).not.toBe(before));
    expect(captchaInput()).toHaveValue('');
    expect(getCode()).toBeInTheDocument();
  });

  it("on '11' goes to the download page", async () => {
    page.api.answerOnce(getSmsCall, refusal('11', 'Already registered.'));
    const { user } = await openPage();
    await fill(user, { phone: '09171234567', capcode: 'ab3x' });
    await user.click(getCode());
    expect(await screen.findByRole('heading', { name: template.download.title })).toBeInTheDocument();
    expect(where()).toBe(`/downloadTemplate?${downloadQuery}`);
    expect(toasts()).toContain('Already registered.');
  });

  it('shows any other answer’s message and stays', async () => {
    page.api.answerOnce(getSmsCall, refusal('102', 'Too soon.'));
    const { user } = await openPage();
    await fill(user, { phone: '09171234567', capcode: 'ab3x' });
    await user.click(getCode());
    await waitFor(() => expect(toasts()).toContain('Too soon.'));
    expect(where()).toBe('/');
    expect(getCode()).toBeInTheDocument();
  });
});

describe('register', () => {
  async function filledPage() {
    const rendered = await openPage();
    await fill(rendered.user, { phone: '09171234567', capcode: 'ab3x', smsCode: '123456' });
    return rendered;
  }

  it('sends exactly the registration payload with a track-click carrying the phone, then shows success and the download page', async () => {
    const { user } = await filledPage();
    await user.click(registerButton());
    expect(await screen.findByRole('heading', { name: template.download.title })).toBeInTheDocument();
    expect(callsTo('register')).toEqual([
      {
        query: {},
        method: 'POST',
        body: {
          phone: '09171234567',
          capcode: 'ab3x',
          sid,
          deviceId: sid,
          appName: 'ymgj',
          merchantNumber: '0',
          userName: '09171234567',
          smsCode: '123456',
          invite_code: 'FRIEND10',
          user_from: 'facebook',
          id: template.id,
          app_from: 'cashpeso',
          utm_tag: 'summer',
          idempotencyKey: hexKey,
        },
      },
    ]);
    expect(callsTo('track-click')).toEqual([
      { query: { page_id: template.id, user_from: 'facebook', client_type: 'android', page_type: '1', utm_tag: 'summer', app_from: 'cashpeso', phone: '09171234567' }, body: {}, method: 'GET' },
    ]);
    expect(toasts()).toContain(catalog['promo.registered']);
    expect(where()).toBe(`/downloadTemplate?${downloadQuery}`);
    expect(sessionStorage.getItem(`promo.registration.${template.id}`)).toBeNull();
  });

  it("on '11' shows the message and goes to the download page", async () => {
    page.api.answerOnce(registerCall, refusal('11', 'Already registered, download the app.'));
    const { user } = await filledPage();
    await user.click(registerButton());
    expect(await screen.findByRole('heading', { name: template.download.title })).toBeInTheDocument();
    expect(toasts()).toContain('Already registered, download the app.');
    expect(toasts()).not.toContain(catalog['promo.registered']);
  });

  it("on '-1' draws a new picture and keeps the rest", async () => {
    page.api.answerOnce(registerCall, refusal('-1', 'Wrong picture code.'));
    const { user } = await filledPage();
    const before = captchaImage()!.getAttribute('src');
    await user.click(registerButton());
    await waitFor(() => expect(toasts()).toContain('Wrong picture code.'));
    await waitFor(() => expect(captchaImage()!.getAttribute('src')).not.toBe(before));
    expect(captchaInput()).toHaveValue('');
    expect(phoneInput()).toHaveValue('0917 123 4567');
    expect(smsInput()).toHaveValue('123456');
    expect(where()).toBe('/');
  });

  it('shows any other answer’s message and keeps everything typed', async () => {
    page.api.answerOnce(registerCall, refusal('-2', 'Wrong SMS code.'));
    const { user } = await filledPage();
    await user.click(registerButton());
    await waitFor(() => expect(toasts()).toContain('Wrong SMS code.'));
    expect(captchaInput()).toHaveValue('ab3x');
    expect(where()).toBe('/');
  });

  it('registers once on a double tap', async () => {
    const registering = held();
    page.api.answerOnce(registerCall, registering.answer);
    const { user } = await filledPage();
    await user.dblClick(registerButton());
    await user.click(registerButton());
    registering.release(success({}));
    expect(await screen.findByRole('heading', { name: template.download.title })).toBeInTheDocument();
    expect(callsTo('register')).toHaveLength(1);
  });

  it('keeps what was typed when the network fails, also across a reload (minus the picture code)', async () => {
    page.api.answerOnce(registerCall, networkError);
    const { user, view } = await filledPage();
    await user.click(registerButton());
    await waitFor(() => expect(toasts()).toContain(catalog['error.network']));
    expect(phoneInput()).toHaveValue('0917 123 4567');
    expect(smsInput()).toHaveValue('123456');
    expect(captchaInput()).toHaveValue('ab3x');
    // The SMS code is kept in the page's memory only (schemas/storage/registration-draft.json marks it sensitive).
    expect(JSON.parse(sessionStorage.getItem(`promo.registration.${template.id}`)!)).toEqual({ phone: '09171234567', registerKey: { intent: expect.any(String), key: hexKey } });
    expect(sessionStorage.getItem(`promo.registration.${template.id}`)).not.toMatch(/"123456"|smsCode/);

    view.unmount();
    await openPage();
    expect(phoneInput()).toHaveValue('0917 123 4567');
    // A remount in the same page keeps the SMS code from memory; a real reload would lose it.
    expect(smsInput()).toHaveValue('123456');
    expect(captchaInput()).toHaveValue('');
  });
});

describe('idempotency keys', () => {
  const keyOf = (call: { body: Record<string, string> }) => call.body.idempotencyKey;

  it('retries a register whose answer was lost with the same key, and sends a new one for another code', async () => {
    page.api.answerOnce(registerCall, networkError, networkError, success({}));
    const { user } = await openPage();
    await fill(user, { phone: '09171234567', capcode: 'ab3x', smsCode: '123456' });
    await user.click(registerButton());
    await waitFor(() => expect(callsTo('register')).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain(catalog['error.network']));
    await user.click(registerButton());
    await waitFor(() => expect(callsTo('register')).toHaveLength(2));
    await user.clear(smsInput());
    await user.type(smsInput(), '654321');
    await user.click(registerButton());
    expect(await screen.findByRole('heading', { name: template.download.title })).toBeInTheDocument();
    const [first, retry, other] = callsTo('register').map(keyOf);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(other).toMatch(/^[0-9a-f]{32}$/);
    expect(other).not.toBe(first);
    // A registered phone leaves no key behind.
    expect(sessionStorage.getItem(`promo.registration.${template.id}`)).toBeNull();
  });

  it('retries an SMS request whose answer was lost with the same key', async () => {
    page.api.answerOnce(getSmsCall, networkError, success({}));
    const { user } = await openPage();
    await fill(user, { phone: '09171234567', capcode: 'ab3x' });
    await user.click(getCode());
    await waitFor(() => expect(toasts()).toContain(catalog['error.network']));
    await user.click(getCode());
    await waitFor(() => expect(toasts()).toContain(catalog['promo.smsSent']));
    const [first, retry] = callsTo('get-sms').map(keyOf);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    // Once sent, the key is spent: a resend after the countdown is another request for an SMS.
    expect(JSON.parse(sessionStorage.getItem(`promo.registration.${template.id}`)!).smsKey).toBeUndefined();
  });
});

describe('agreement and download pages', () => {
  it('links the agreement with the same params, and comes back to the form as it was', async () => {
    const { user } = await openPage();
    await fill(user, { phone: '09171234567' });
    await user.click(screen.getByRole('link', { name: template.agreement.linkText }));
    expect(await screen.findByRole('heading', { name: template.agreement.title })).toBeInTheDocument();
    expect(where()).toBe(`/agreementTemplate?${downloadQuery}`);
    for (const paragraph of template.agreement.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: catalog['promo.back'] }));
    expect(await screen.findByRole('heading', { name: template.title })).toBeInTheDocument();
    expect(phoneInput()).toHaveValue('0917 123 4567');
  });

  it('goes back to the form from an agreement opened directly, in place of it', async () => {
    const { user } = renderPage(`#/agreementTemplate?${downloadQuery}`);
    expect(await screen.findByRole('heading', { name: template.agreement.title })).toBeInTheDocument();
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: catalog['promo.back'] }));
    expect(await screen.findByRole('heading', { name: template.title })).toBeInTheDocument();
    expect(where()).toBe('/');
    expect(window.history.length).toBe(entries);
  });

  it('carries down_id for a template without links_id', async () => {
    const other = corpus.templates[1]!.template;
    page.api.answerOnce(channelTemplateCall, success(other));
    window.history.replaceState(null, '', `/promo/?id=${other.id}`);
    renderPage();
    const link = await screen.findByRole('link', { name: other.agreement.linkText });
    expect(link.getAttribute('href')).toBe(`#/agreementTemplate?app_from=&user_from=&utm_tag=&id=${other.id}&down_id=${other.down_id}`);
  });

  it('opens a download URL only through the URL policy', async () => {
    const open = vi.fn();
    const withBadButton = { ...template, download: { ...template.download, buttons: [...template.download.buttons, { platform: 'web', text: 'Elsewhere', url: 'javascript:alert(1)' }] } };
    page.api.answerOnce(channelTemplateCall, success(withBadButton));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    window.history.replaceState(null, '', `/promo/#/downloadTemplate?${downloadQuery}`);
    render(
      <PromoProviders>
        <LoadCacheProvider>
          <DownloadScreen open={open} />
        </LoadCacheProvider>
      </PromoProviders>,
    );
    await user.click(await screen.findByRole('button', { name: template.download.buttons[0]!.text }));
    expect(open).toHaveBeenCalledWith(template.download.buttons[0]!.url);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(toasts()).toContain(catalog['url.refused']));
    expect(open).toHaveBeenCalledTimes(1);
  });
});

// Issue 26: the promotion page has no borrower; it asks publishing/visitor-version for forms/registration with its sid,
// draws the version its visitor is given, and carries a draft typed under another version into it.
describe('a published version of forms/registration', () => {
  /** forms/registration as staff publish it: the phone's label changed, and a referrer field added. */
  function publish(version: number, change: (form: { schema: Record<string, unknown>; uiSchema: Record<string, unknown> }) => void = () => undefined) {
    const form = { schema: structuredClone(bundledSchema) as Record<string, unknown>, uiSchema: structuredClone(bundledUiSchema) as Record<string, unknown> };
    const properties = form.schema.properties as Record<string, Record<string, unknown>>;
    properties.phone!.title = 'Your mobile number';
    properties.referrer = { type: 'string', title: 'Who sent you?', maxLength: 40 };
    form.uiSchema['ui:order'] = ['phone', 'referrer', 'capcode', 'smsCode'];
    change(form);
    page.api.answer(visitorVersionCall, success({ id: 'forms/registration', version, document: form }));
  }
  const stored = () => JSON.parse(sessionStorage.getItem(`promo.registration.${template.id}`) ?? 'null') as Record<string, unknown> | null;

  it('asks with the sid and no session, draws the published label and field, and keeps what is typed in it under its version', async () => {
    publish(1);
    const { user } = renderPage();
    const phone = await screen.findByLabelText<HTMLInputElement>('Your mobile number');
    expect(page.api.sentTo(visitorVersionCall).map(({ query }) => query)).toEqual([{ id: 'forms/registration', sid }]);
    await user.type(screen.getByLabelText('Who sent you?'), 'Ana');
    await user.type(phone, '09171234567');
    await waitFor(() => expect(stored()).toMatchObject({ phone: '09171234567', formVersion: 1, fields: { referrer: 'Ana' } }));
  });

  it("tells the insights what became of its submit, as the visitor by their sid, under the version drawn; never a typed value", async () => {
    publish(1);
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Your mobile number'), '0917');
    await user.click(registerButton());
    await waitFor(() => expect(page.api.sentTo(visitorInsightEventCall)).toHaveLength(1));
    const [event] = page.api.sentTo(visitorInsightEventCall);
    expect(event!.body).toEqual({ id: 'forms/registration', version: '1', kind: 'field-errors', fields: 'capcode,smsCode,phone', sid });
    expect(event!.query).toEqual({});
    expect(JSON.stringify(event)).not.toContain('0917');
  });

  it('carries a draft of another version into the one drawn: keeps what it takes and names what it could not keep', async () => {
    // Version 2 drops the referrer again and keeps the new label.
    publish(2, (form) => {
      delete (form.schema.properties as Record<string, unknown>).referrer;
      form.uiSchema['ui:order'] = ['phone', 'capcode', 'smsCode'];
    });
    sessionStorage.setItem(`promo.registration.${template.id}`, JSON.stringify({ phone: '09171234567', formVersion: 1, fields: { referrer: 'Ana' } }));
    renderPage();
    expect(await screen.findByText(catalog['drafts.notKept'].replace('{fields}', 'referrer'))).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Your mobile number').value.replace(/\D/g, '')).toBe('09171234567');
    await waitFor(() => expect(stored()).toEqual({ phone: '09171234567', formVersion: 2 }));
  });

  it('draws the bundled form when the version names a widget this page lacks', async () => {
    publish(3, (form) => {
      (form.uiSchema.phone as Record<string, unknown>)['ui:widget'] = 'richEditor';
    });
    renderPage();
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    await waitFor(() => expect(page.api.sentTo(visitorVersionCall)).toHaveLength(1));
    expect(screen.queryByLabelText('Your mobile number')).toBeNull();
  });
});
