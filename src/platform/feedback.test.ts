import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFeedback, showLoading, showToast, toastDefaultMs, toastMinimumMs, type FeedbackPort } from './feedback.ts';

function recordingPort() {
  const close = vi.fn();
  const port: FeedbackPort = { showToast: vi.fn(async () => {}), showLoading: vi.fn(() => close) };
  return { port, close };
}

// The test setup installs the app's port; each test here swaps in its own and puts that one back.
let setupPort: FeedbackPort | undefined;
afterEach(() => {
  installFeedback(setupPort);
});

describe('the feedback port', () => {
  it('hands toasts to the installed port, 3 s by default and never under 300 ms', async () => {
    const { port } = recordingPort();
    setupPort = installFeedback(port);
    await showToast('Wrong captcha');
    await showToast('Quick', 10);
    expect(port.showToast).toHaveBeenNthCalledWith(1, 'Wrong captcha', toastDefaultMs);
    expect(port.showToast).toHaveBeenNthCalledWith(2, 'Quick', toastMinimumMs);
  });

  it("hands a loading toast to the port and gives back the port's close", () => {
    const { port, close } = recordingPort();
    setupPort = installFeedback(port);
    showLoading('Submitting…')();
    expect(port.showLoading).toHaveBeenCalledWith('Submitting…');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('fails loudly when no root installed a port', async () => {
    vi.resetModules();
    const fresh = await import('./feedback.ts');
    expect(() => fresh.showToast('lost')).toThrow(/No feedback port installed/);
    expect(() => fresh.showLoading('lost')).toThrow(/No feedback port installed/);
  });
});
