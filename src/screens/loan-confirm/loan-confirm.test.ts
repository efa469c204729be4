import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agreementBlocks, startAgreementFetch, takeAgreementBlocks } from './agreement-page.ts';
import { useBackGuard } from './back-guard.ts';
import { withFromConfirm, withSessionQuery } from './confirm-data.ts';

describe('Loan Now target', () => {
  it("appends '&from=confirm', or '?from=confirm' to a URL without a query", () => {
    expect(withFromConfirm('/app/loan-details?productId=1&orderId=A')).toBe('/app/loan-details?productId=1&orderId=A&from=confirm');
    expect(withFromConfirm('/app/loan-details')).toBe('/app/loan-details?from=confirm');
  });

  it('adds the session query on the own origin only', () => {
    const base = 'https://app.cashpeso.ph/app/loan-confirm?token=t';
    expect(withSessionQuery('https://app.cashpeso.ph/app/loan-details?orderId=A&from=confirm', { token: 't', system: undefined }, base)).toBe(
      'https://app.cashpeso.ph/app/loan-details?orderId=A&from=confirm&token=t',
    );
    expect(withSessionQuery('https://www.cashpeso.ph/x?from=confirm', { token: 't' }, base)).toBe('https://www.cashpeso.ph/x?from=confirm');
  });
});

describe('the agreement page asked for before its modal', () => {
  it('is fetched once when started, taken up once by the modal, and fetched anew by a later one', async () => {
    const url = `${location.origin}/app/loan-terms?early=1`;
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('<p>Terms</p>', { status: 200 }));
    try {
      startAgreementFetch(url);
      startAgreementFetch(url);
      expect(fetched).toHaveBeenCalledTimes(1);
      await expect(takeAgreementBlocks(url)).resolves.toEqual([{ kind: 'paragraph', text: 'Terms' }]);
      expect(fetched).toHaveBeenCalledTimes(1);
      await expect(takeAgreementBlocks(url)).resolves.toEqual([{ kind: 'paragraph', text: 'Terms' }]);
      expect(fetched).toHaveBeenCalledTimes(2);
    } finally {
      fetched.mockRestore();
    }
  });

  it('hands a failed early fetch to the modal, which says so, and leaves no unhandled rejection when never taken', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('', { status: 503 }));
    try {
      startAgreementFetch(`${location.origin}/app/never-taken`);
      const url = `${location.origin}/app/loan-terms?failing=1`;
      startAgreementFetch(url);
      await expect(takeAgreementBlocks(url)).rejects.toThrow('503');
    } finally {
      fetched.mockRestore();
    }
  });
});

describe('agreementBlocks', () => {
  it('keeps headings, paragraphs and list items as text, and nothing of scripts, controls or markup', () => {
    const html = `<html><body><div id="root"><h1>Terms <b>now</b></h1><script>alert(1)</script><section><p onclick="x()">First <a href="javascript:x">part</a>.</p>
      <ul><li>One</li><li>  Two  </li></ul><button>Tap</button><p aria-hidden="true">hidden</p><img src=x onerror="alert(1)"></section></div><p>outside</p></body></html>`;
    expect(agreementBlocks(html)).toEqual([
      { kind: 'heading', text: 'Terms now' },
      { kind: 'paragraph', text: 'First part.' },
      { kind: 'item', text: 'One' },
      { kind: 'item', text: 'Two' },
    ]);
  });

  it("reads a page's inline styles and script as nothing, with or without an app root", () => {
    const head = '<head><title>Loan terms</title><script data-app-entry="/a.js">run()</script><style>p{color:red}</style></head>';
    expect(agreementBlocks(`<html>${head}<body><p>Whole page</p></body></html>`)).toEqual([{ kind: 'paragraph', text: 'Whole page' }]);
    expect(agreementBlocks(`<html>${head}<body><div id="root"><h2>Fees</h2></div></body></html>`)).toEqual([{ kind: 'heading', text: 'Fees' }]);
  });
});

function fakeWindow() {
  const listeners = new Set<() => void>();
  const win = {
    history: {
      state: null as unknown,
      pushState: vi.fn((state: unknown) => (win.history.state = state)),
      back: vi.fn(() => win.back()),
    },
    location: { href: 'https://app.cashpeso.ph/app/loan-confirm?productId=1' },
    addEventListener: (_: 'popstate', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'popstate', listener: () => void) => listeners.delete(listener),
    back() {
      win.history.state = null;
      for (const listener of [...listeners]) listener();
    },
  };
  return win;
}

describe('useBackGuard', () => {
  it('keeps an entry, asks on a back press, and pushes the entry again to stay', () => {
    const win = fakeWindow();
    const onBack = vi.fn();
    const { result } = renderHook(() => useBackGuard(true, onBack, win));
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    win.back();
    expect(onBack).toHaveBeenCalledTimes(1);
    result.current.stay();
    expect(win.history.pushState).toHaveBeenCalledTimes(2);
    result.current.release();
    win.back();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('steps off its entry before Loan Now replaces the page, so no way back to the confirm page is left', async () => {
    const win = fakeWindow();
    const onBack = vi.fn();
    const { result } = renderHook(() => useBackGuard(true, onBack, win));
    await result.current.leave();
    expect(win.history.back).toHaveBeenCalledTimes(1);
    expect(onBack).not.toHaveBeenCalled();
    await result.current.leave();
    expect(win.history.back).toHaveBeenCalledTimes(1);
  });

  it('does nothing when not enabled (isPopType 0)', () => {
    const win = fakeWindow();
    const onBack = vi.fn();
    renderHook(() => useBackGuard(false, onBack, win));
    win.back();
    expect(win.history.pushState).not.toHaveBeenCalled();
    expect(onBack).not.toHaveBeenCalled();
  });
});
