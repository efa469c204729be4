import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Published } from '../api/published.ts';
import { failedVersions, publishedFailuresEntry } from '../api/published-failures.ts';
import { drawnDocumentFields, forgetDrawn } from '../platform/drawn-versions.ts';

const callApi = vi.hoisted(() => vi.fn(async () => ({ success: true, code: '00', message: '', data: { counted: true, rolledBack: false }, raw: {} })));
vi.mock('../api/client.ts', () => ({ callApi }));
import { PublishedDraw } from './published-draw.tsx';

interface Doc {
  label: string;
  throws?: boolean;
}

function Content({ document }: { document: Doc }) {
  if (document.throws) throw new Error('cannot draw this version');
  return <p>{document.label}</p>;
}

const bundled: Doc = { label: 'Bundled label' };
const published = (document: Doc, version = 3): Published<Doc> => ({ id: 'forms/example', version, document });

function Draw({ answer, onFallBack }: { answer: Published<Doc> | undefined; onFallBack?: (id: string, version: number) => void }) {
  return (
    <PublishedDraw id="forms/example" bundled={bundled} published={answer} onFallBack={onFallBack}>
      {(document, version) => (
        <section data-version={version}>
          <Content document={document} />
        </section>
      )}
    </PublishedDraw>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('PublishedDraw', () => {
  it('records the version it draws for the tracking events: 0 for the bundled copy, then the published one', () => {
    forgetDrawn();
    const { rerender } = render(<Draw answer={undefined} />);
    expect(drawnDocumentFields()).toEqual({ documentId: 'forms/example', documentVersion: 0 });
    rerender(<Draw answer={published({ label: 'Published label' })} />);
    expect(drawnDocumentFields()).toEqual({ documentId: 'forms/example', documentVersion: 3 });
  });

  it('draws the bundled copy while the published version is on its way, then the published one', () => {
    const { rerender } = render(<Draw answer={undefined} />);
    expect(screen.getByText('Bundled label')).toBeTruthy();
    rerender(<Draw answer={published({ label: 'Published label' })} />);
    expect(screen.getByText('Published label').closest('section')?.dataset.version).toBe('3');
  });

  it('keeps the bundled copy for the page when the published version answers after the borrower started using it', () => {
    const { rerender } = render(<Draw answer={undefined} />);
    fireEvent.pointerDown(screen.getByText('Bundled label'));
    rerender(<Draw answer={published({ label: 'Published label' })} />);
    expect(screen.getByText('Bundled label')).toBeTruthy();
    expect(screen.queryByText('Published label')).toBeNull();
  });

  it('also counts a key pressed as starting to use the page', () => {
    const { rerender } = render(<Draw answer={undefined} />);
    fireEvent.keyDown(document.body, { key: 'a' });
    rerender(<Draw answer={published({ label: 'Published label' })} />);
    expect(screen.getByText('Bundled label')).toBeTruthy();
  });

  it('keeps the version it chose when another answer comes', () => {
    const { rerender } = render(<Draw answer={published({ label: 'Version 3' })} />);
    rerender(<Draw answer={published({ label: 'Version 4' }, 4)} />);
    expect(screen.getByText('Version 3')).toBeTruthy();
  });

  it('falls back to the bundled copy at once when the published version throws, remembers it and reports it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onFallBack = vi.fn();
    render(<Draw answer={published({ label: 'Broken', throws: true }, 7)} onFallBack={onFallBack} />);
    expect(screen.getByText('Bundled label').closest('section')?.dataset.version).toBe('0');
    expect(onFallBack).toHaveBeenCalledWith('forms/example', 7, expect.any(Error));
    await waitFor(() => expect(failedVersions('forms/example')).toEqual([7]));
    expect(localStorage.getItem(publishedFailuresEntry.key)).toBe(JSON.stringify({ 'forms/example': [7] }));
    await waitFor(() => expect(callApi).toHaveBeenCalledWith(expect.objectContaining({ path: '/diving/publishing/draw-failure' }), { id: 'forms/example', version: 7 }, { toastOnFailure: false }));
  });

  it('leaves a throw of the bundled copy to the page (it is not a published version to hide)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { label: 'x', throws: true };
    expect(() =>
      render(
        <PublishedDraw id="forms/example" bundled={broken} published={undefined}>
          {(document) => <Content document={document} />}
        </PublishedDraw>,
      ),
    ).toThrow('cannot draw this version');
  });
});
