import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '../../platform/session.ts';
import type { Loaded } from '../../platform/use-load.ts';
import { useConfirmActions, useConfirmPage, type ConfirmCalls } from './confirm-actions.ts';
import type { ClassicScreenData } from './confirm-data.ts';

interface Terms {
  amount: string;
  periods: number;
}

const session = readSession('?productId=201');
const agreements = [{ title: 'Loan Agreement', position: '1' }];

function calls(overrides: Partial<ConfirmCalls<Terms>> = {}): ConfirmCalls<Terms> {
  return {
    productId: '201',
    terms: { amount: '5000.00', periods: 1 },
    intentOf: (terms) => [terms.amount, terms.periods],
    agreements,
    // No URL: the submit stops there, with nowhere to go.
    push: vi.fn(async () => undefined),
    jump: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('useConfirmActions', () => {
  it('pushes the loan on its product and terms, with one key for every tap on the same intent', async () => {
    const given = calls();
    const { result } = renderHook(() => useConfirmActions(given, session));
    await result.current.loanNow!({});
    await result.current.loanNow!({});
    expect(given.push).toHaveBeenCalledTimes(2);
    const [first, second] = vi.mocked(given.push).mock.calls;
    expect(first?.slice(0, 2)).toEqual(['201', given.terms]);
    expect(first?.[2]).toBeTruthy();
    expect(second?.[2]).toBe(first?.[2]);
  });

  it('does nothing before the terms are loaded', async () => {
    const given = calls({ terms: undefined });
    const { result } = renderHook(() => useConfirmActions(given, session));
    await result.current.loanNow!({});
    expect(given.push).not.toHaveBeenCalled();
  });

  it("opens an agreement through the jump with its product and the agreement's position", async () => {
    const given = calls();
    const { result } = renderHook(() => useConfirmActions(given, session));
    await result.current.openAgreement!({ index: '0' });
    await waitFor(() => expect(given.jump).toHaveBeenCalledWith('201', '1'));
    await result.current.openAgreement!({ index: '5' });
    expect(given.jump).toHaveBeenCalledTimes(1);
  });
});

const loaded = <Data>(data: Data | undefined): Loaded<Data> => ({ data, error: undefined, isValidating: false, isLoading: false, mutate: vi.fn(async () => data) });

describe('useConfirmPage', () => {
  const screenData = vi.fn((terms: Terms, list: string[]) => ({ agreements: list.map((title, index) => ({ title, position: String(index + 1) })) }) as ClassicScreenData);

  it('draws nothing before both loads have answered', () => {
    const confirm = loaded<Terms>({ amount: '5000.00', periods: 1 });
    const { result } = renderHook(() => useConfirmPage({ ...calls(), confirm, agreements: loaded<string[]>(undefined), screenData }, session));
    expect(result.current.data).toBeUndefined();
    expect(result.current.loads).toEqual([confirm, expect.anything()]);
  });

  it("binds both answers, and opens the answered agreements by their position", async () => {
    const given = calls();
    const { result } = renderHook(() =>
      useConfirmPage({ ...given, confirm: loaded<Terms>({ amount: '5000.00', periods: 1 }), agreements: loaded(['Loan Agreement', 'Privacy Policy']), screenData }, session),
    );
    expect(result.current.productId).toBe('201');
    expect(result.current.data?.agreements).toHaveLength(2);
    await result.current.actions.openAgreement!({ index: '1' });
    await waitFor(() => expect(given.jump).toHaveBeenCalledWith('201', '2'));
  });
});
