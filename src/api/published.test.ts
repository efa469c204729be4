import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToFormOutcomes, reportFormOutcome } from '../../renderers/core/form-outcome-events.ts';
import { LoadCacheProvider } from '../platform/use-load.ts';
import { fetchPublished, usePublished, type PublishedSource } from './published.ts';
import { failedVersions, rememberFailedVersion, reportDrawFailure } from './published-failures.ts';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('./client.ts', () => ({ callApi }));

const answer = (version: number, document: unknown) => ({ success: true, code: '00', message: '', data: { id: 'screens/example', version, document }, raw: {} });
const accept = async (document: unknown) => ((document as { ok?: boolean }).ok ? (document as { ok: boolean; label: string }) : undefined);
const bundled = { ok: true, label: 'bundled' };

beforeEach(() => localStorage.clear());
afterEach(() => {
  callApi.mockReset();
  vi.restoreAllMocks();
});

describe('fetchPublished', () => {
  it('gives the published version the page accepts, asking without a toast', async () => {
    callApi.mockResolvedValue(answer(2, { ok: true, label: 'published' }));
    expect(await fetchPublished('screens/example', bundled, accept)).toEqual({ id: 'screens/example', version: 2, document: { ok: true, label: 'published' } });
    expect(callApi.mock.calls[0]![1]).toEqual({ id: 'screens/example' });
    expect(callApi.mock.calls[0]![2]).toEqual({ toastOnFailure: false });
  });

  it('gives the bundled copy when nothing is published, the answer is a refusal, or the call fails', async () => {
    const bundledCopy = { id: 'screens/example', version: 0, document: bundled };
    callApi.mockResolvedValueOnce(answer(0, null));
    expect(await fetchPublished('screens/example', bundled, accept)).toEqual(bundledCopy);
    callApi.mockResolvedValueOnce({ success: false, code: '99', message: 'no', data: null, raw: {} });
    expect(await fetchPublished('screens/example', bundled, accept)).toEqual(bundledCopy);
    callApi.mockRejectedValueOnce(new Error('offline'));
    expect(await fetchPublished('screens/example', bundled, accept)).toEqual(bundledCopy);
  });

  it('gives the bundled copy for a document this build refuses, and for a version that already failed here', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    callApi.mockResolvedValueOnce(answer(2, { ok: false }));
    expect((await fetchPublished('screens/example', bundled, accept)).version).toBe(0);
    rememberFailedVersion('screens/example', 5);
    callApi.mockResolvedValueOnce(answer(5, { ok: true, label: 'failed before' }));
    expect((await fetchPublished('screens/example', bundled, accept)).version).toBe(0);
    callApi.mockResolvedValueOnce(answer(6, { ok: true, label: 'a newer one' }));
    expect((await fetchPublished('screens/example', bundled, accept)).version).toBe(6);
  });

  it('remembers each failed version once, per id', () => {
    rememberFailedVersion('screens/example', 5);
    rememberFailedVersion('screens/example', 5);
    rememberFailedVersion('forms/other', 1);
    expect(failedVersions('screens/example')).toEqual([5]);
    expect(failedVersions('forms/other')).toEqual([1]);
  });
});

describe('reportDrawFailure', () => {
  it('sends publishing/draw-failure with the id and version, without a toast', async () => {
    callApi.mockResolvedValue({ success: true, code: '00', message: '', data: { counted: true, rolledBack: false }, raw: {} });
    await reportDrawFailure('screens/example', 3);
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi.mock.calls[0]![0]).toMatchObject({ path: '/diving/publishing/draw-failure' });
    expect(callApi.mock.calls[0]![1]).toEqual({ id: 'screens/example', version: 3 });
    expect(callApi.mock.calls[0]![2]).toEqual({ toastOnFailure: false });
  });

  it('swallows a failed call: the page has already fallen back', async () => {
    callApi.mockRejectedValue(new Error('offline'));
    await expect(reportDrawFailure('screens/example', 3)).resolves.toBeUndefined();
  });
});

describe('usePublished and the insights reporter', () => {
  const source = (reportOutcomes: () => void): PublishedSource => ({ key: 'test-source', ask: () => Promise.resolve({ success: false as const, code: '99', message: 'nothing here', data: null, raw: {} }), reportOutcomes });

  it("loads a form's reporter only once its form has an outcome to tell, and a screen's never", async () => {
    const formReports = vi.fn();
    const screenReports = vi.fn();
    const formSource = source(formReports);
    const screenSource = source(screenReports);
    const { result, unmount } = renderHook(() => [usePublished('forms/example', bundled, accept, formSource), usePublished('screens/example', bundled, accept, screenSource)], { wrapper: LoadCacheProvider });
    await waitFor(() => expect(result.current.map((published) => published?.version)).toEqual([0, 0]));
    expect(formReports).not.toHaveBeenCalled();
    reportFormOutcome({ kind: 'submit' });
    reportFormOutcome({ kind: 'success' });
    expect(formReports).toHaveBeenCalledTimes(1);
    expect(screenReports).not.toHaveBeenCalled();
    // The outcomes wait for the reporter; a listener hears them, and no more wait after.
    const heard: unknown[] = [];
    const stop = listenToFormOutcomes((outcome) => heard.push(outcome));
    expect(heard).toEqual([{ kind: 'submit' }, { kind: 'success' }]);
    stop();
    unmount();
  });
});
