import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import Toast from 'antd-mobile/es/components/toast';
import { installFeedback, showLoading, showToast, toastDefaultMs } from '../platform/feedback.ts';
import { toastFeedback } from './toast-feedback.ts';

installFeedback(toastFeedback);

afterEach(() => {
  act(() => Toast.clear());
  vi.restoreAllMocks();
});

describe('toast feedback (antd-mobile)', () => {
  it('shows a toast with the text for 3 s by default', async () => {
    const show = vi.spyOn(Toast, 'show');
    await act(() => showToast('Wrong captcha'));
    expect(await screen.findByText('Wrong captcha')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: 'Wrong captcha', duration: toastDefaultMs }));
  });

  it('never shows a toast for less than 300 ms', async () => {
    const show = vi.spyOn(Toast, 'show');
    await act(() => showToast('Quick', 10));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ duration: 300 }));
  });

  it('shows a loading toast until closed', async () => {
    let close = () => {};
    act(() => {
      close = showLoading('Submitting…');
    });
    expect(await screen.findByText('Submitting…')).toBeInTheDocument();
    act(() => close());
    await waitFor(() => expect(screen.queryByText('Submitting…')).not.toBeInTheDocument());
  });

  it('never shows a loading toast closed before it loaded', async () => {
    const show = vi.spyOn(Toast, 'show');
    showLoading('Too late')();
    await act(() => showToast('After'));
    expect(show).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Too late')).not.toBeInTheDocument();
  });

  it('does not let a late-closing loading toast close the message that replaced it', async () => {
    let close = () => {};
    act(() => {
      close = showLoading('Loading');
    });
    await screen.findByText('Loading');
    await act(() => showToast('Server says no'));
    act(() => close());
    // Give a wrongly closed toast time to leave (its exit animation), well inside the message's 3 s.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.getByText('Server says no')).toBeVisible();
  });
});
