import { beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../../core/messages.ts';
import { showToast } from './feedback.ts';
import { followServerUrl } from './follow-url.ts';
import { pageLocation } from './navigation.ts';

vi.mock('./feedback.ts', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

describe('followServerUrl', () => {
  beforeEach(() => {
    vi.mocked(showToast).mockClear();
    vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    vi.mocked(pageLocation.assign).mockClear();
  });

  it('goes to an admitted URL, by default in the page itself', async () => {
    await expect(followServerUrl('https://pay.cashpeso.ph/pay?x=1')).resolves.toBe(true);
    expect(pageLocation.assign).toHaveBeenCalledWith('https://pay.cashpeso.ph/pay?x=1');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('hands an admitted URL to the given way of going, and waits for it', async () => {
    const went: string[] = [];
    await followServerUrl('https://pay.cashpeso.ph/a', { go: async (url) => void went.push(url) });
    expect(went).toEqual(['https://pay.cashpeso.ph/a']);
    expect(pageLocation.assign).not.toHaveBeenCalled();
  });

  it("says the policy's refusal and stays", async () => {
    await expect(followServerUrl('javascript:alert(1)')).resolves.toBe(false);
    expect(pageLocation.assign).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith(message('url.refused'));
  });
});
