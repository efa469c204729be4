import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFeedback, showLoading, showToast, toastDefaultMs, toastMinimumMs, type FeedbackPort } from './feedback.ts';
import { toastFeedback } from '../ui/toast-feedback.ts';

function recordingPort() {
  const close = vi.fn();
  const port: FeedbackPort = { showToast: vi.fn(async () => {}), showLoading: vi.fn(() => close) };
  return { port, close };
}

afterEach(() => installFeedback(toastFeedback));

describe('the feedback port', () => {
  it('hands toasts to the installed port, 3 s by default and never under 300 ms', async () => {
    const { port } = recordingPort();
    installFeedback(port);
    await showToast('Wrong captcha');
    await showToast('Quick', 10);
    expect(port.showToast).toHaveBeenNthCalledWith(1, 'Wrong captcha', toastDefaultMs);
    expect(port.showToast).toHaveBeenNthCalledWith(2, 'Quick', toastMinimumMs);
  });

  it("hands a loading toast to the port and gives back the port's close", () => {
    const { port, close } = recordingPort();
    installFeedback(port);
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
