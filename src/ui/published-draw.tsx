import { Component, useEffect, useState, type ReactNode } from 'react';
import type { Published } from '../api/published.ts';
import { recordDrawn } from '../platform/drawn-versions.ts';

// Draws a published form or screen safely (issue 26):
// - the page never waits for the published version: the bundled copy draws until it comes;
// - the version is chosen once and then kept for the page: the published one when it answers before the borrower has
//   touched or typed anything, else the bundled copy, so a version that answers late never changes what the borrower
//   has started to use (the early call, sent before the app's JS, usually answers while the skeleton still shows);
// - a published version that throws while drawing falls back at once to the bundled copy, is remembered on this device
//   so the next open draws the bundled copy straight away, and is reported to the server, which rolls it back for
//   everyone after enough reports (src/api/published-failures.ts).

/** What counts as the borrower starting to use the page. */
const firstUse = ['pointerdown', 'keydown'] as const;

export interface PublishedDrawProps<T> {
  /** The document's id (forms/<name>, screens/<name>): what the page's tracking events name it by. */
  id: string;
  bundled: T;
  /** usePublished's answer: undefined while it is on its way. */
  published: Published<T> | undefined;
  /**
   * Draws `document`, version `version`; `settled` is true once that version is the one kept for the page (the answer
   * came, the borrower started before it, or the published one fell back), so a draft is carried across versions once.
   */
  children: (document: T, version: number, settled: boolean) => ReactNode;
  /** Told when a published version threw and the bundled copy took its place (it is already remembered and reported). */
  onFallBack?: (id: string, version: number, error: unknown) => void;
}

export function PublishedDraw<T>({ id, bundled, published, children, onFallBack }: PublishedDrawProps<T>) {
  const [chosen, setChosen] = useState<Published<T> | undefined>(published);
  const [tooLate, setTooLate] = useState(false);
  const [failed, setFailed] = useState(false);
  // Chosen during render (React's way to follow a prop), so the first answer draws in the same pass.
  if (!chosen && !tooLate && published) setChosen(published);
  useEffect(() => {
    if (chosen) return;
    const inUse = () => setTooLate(true);
    for (const event of firstUse) document.addEventListener(event, inUse, { capture: true, once: true });
    return () => {
      for (const event of firstUse) document.removeEventListener(event, inUse, { capture: true });
    };
  }, [chosen]);

  const drawn = chosen && !failed ? chosen : { id, version: 0, document: bundled };
  const settled = chosen !== undefined || tooLate || failed;
  useEffect(() => recordDrawn(id, drawn.version), [id, drawn.version]);
  // The boundary is there in every state, so choosing a version redraws the content rather than remounting it.
  return (
    <FallBackToBundled
      version={drawn.version}
      onError={(error) => {
        if (!chosen) return;
        // Loaded only now: the failure memory and report are no part of a page that draws what it was given.
        void import('../api/published-failures.ts').then(({ fellBack }) => fellBack(chosen.id, chosen.version));
        console.error(`[publishing] ${chosen.id} version ${chosen.version} failed to draw; the bundled copy draws instead`, error);
        onFallBack?.(chosen.id, chosen.version, error);
        setFailed(true);
      }}
    >
      {children(drawn.document, drawn.version, settled)}
    </FallBackToBundled>
  );
}

interface FallBackProps {
  children: ReactNode;
  /** The version drawn: a new one draws afresh. */
  version: number;
  onError: (error: unknown) => void;
}

/** Catches what a published version throws; a throw of the bundled copy goes on to the page's own boundary. */
class FallBackToBundled extends Component<FallBackProps, { error: unknown; version: number }> {
  override state = { error: undefined as unknown, version: this.props.version };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  static getDerivedStateFromProps(props: FallBackProps, state: { version: number }): { error: unknown; version: number } | null {
    return props.version !== state.version ? { error: undefined, version: props.version } : null;
  }

  override componentDidCatch(error: unknown): void {
    if (this.props.version > 0) this.props.onError(error);
  }

  override render() {
    // The bundled copy threw: not ours to hide.
    if (this.state.error !== undefined && this.props.version === 0) throw this.state.error;
    return this.state.error !== undefined ? null : this.props.children;
  }
}
