import type { WidgetProps } from '@rjsf/utils';
import { createContext, startTransition, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

// A key press in a long form should paint what was typed at once. rjsf rebuilds the whole form's state on every
// change (defaults and schema resolution over every field, then validation), which on the 100-field bank-binding
// form took most of a key press's time at a low-end phone's speed (scripts/bench). So a typing widget shows the
// value from its own state in an urgent render of itself alone, and hands it to the form in a transition: React
// then rebuilds the form after the paint, and drops a rebuild that a quicker next key makes stale.
//
// Until that transition commits, the form's data lacks the value, so anything that reads the form's data at once
// gets it committed urgently first: leaving the field (a tab switch or a tap on a button blurs it first) and a
// submit (FormTag in templates/form-tag.tsx commits every field of its form before rjsf reads the data).

/**
 * A widget's commit. It returns false when what its input shows cannot go into the data as it is (a number field
 * showing "1e"): the widget then says so under its field, and the form should not be sent.
 */
export type Commit = () => void | boolean;

/** What a form's typing widgets have shown but not yet handed to the form. */
export interface UncommittedInputs {
  /** Registers a widget's commit; returns its removal. */
  add(commit: Commit): () => void;
  /**
   * Hands every shown value to the form now, in the current event. False when some input shows text that the data
   * cannot hold (each such widget now shows its error), so a submit in this event should stop.
   */
  commitAll(): boolean;
}

export function createUncommittedInputs(): UncommittedInputs {
  const commits = new Set<Commit>();
  return {
    add(commit) {
      commits.add(commit);
      return () => void commits.delete(commit);
    },
    commitAll() {
      let readable = true;
      for (const commit of commits) if (commit() === false) readable = false;
      return readable;
    },
  };
}

/** Provided by SchemaForm; outside a form (the widget stories and tests) a widget has no one to commit for. */
export const UncommittedInputsContext = createContext<UncommittedInputs | null>(null);

export interface TypedValue {
  /** What the widget shows: the value last typed, or the form's value once it holds it (or a value set elsewhere). */
  value: unknown;
  /** Shows the value now and hands it to the form in a transition. */
  change(value: unknown): void;
  /** Hands a value still on its way to the form over now: for a blur. */
  commit(): void;
}

type Shown = { value: unknown } | null;

/**
 * What every typing widget's input takes from rjsf alike: its id and name, its states, and focus handlers where a
 * blur hands the value on its way over first, so the form holds it. The value and the change are each widget's own.
 */
export function typedInputProps(
  typed: TypedValue,
  props: Pick<WidgetProps, 'id' | 'htmlName' | 'placeholder' | 'disabled' | 'readonly' | 'autofocus' | 'onBlur' | 'onFocus'>,
) {
  return {
    id: props.id,
    name: props.htmlName ?? props.id,
    placeholder: props.placeholder,
    disabled: props.disabled,
    readOnly: props.readonly,
    autoFocus: props.autofocus,
    onBlur: () => {
      typed.commit();
      props.onBlur(props.id, typed.value);
    },
    onFocus: () => props.onFocus(props.id, typed.value),
  };
}

export function useTypedValue(props: Pick<WidgetProps, 'value' | 'onChange'>): TypedValue {
  // The value typed but not yet in the form. Its reset to null rides in the same transition as the change, so it
  // commits together with the form's data: every render shows either the typed value or the form's data holding it.
  const [shown, setShown] = useState<Shown>(null);
  // For the commits, which run in event handlers after the render: the value on its way, and the form's handler.
  const latest = useRef<{ shown: Shown; onChange: WidgetProps['onChange'] }>({ shown, onChange: props.onChange });
  const inputs = useContext(UncommittedInputsContext);

  useLayoutEffect(() => {
    latest.current.onChange = props.onChange;
    // A commit in which the transition landed: the form holds every value typed so far.
    if (shown === null) latest.current.shown = null;
  });

  const [commit] = useState(() => () => {
    const pending = latest.current.shown;
    if (pending === null) return;
    latest.current.shown = null;
    latest.current.onChange(pending.value);
    setShown(null);
  });

  useLayoutEffect(() => inputs?.add(commit), [inputs, commit]);

  return {
    value: shown === null ? props.value : shown.value,
    change(value) {
      const next = { value };
      latest.current.shown = next;
      setShown(next);
      startTransition(() => {
        props.onChange(value);
        setShown(null);
      });
    },
    commit,
  };
}

/**
 * Draws `children` with the typed value of the widget whose props it is given: a key then re-renders only what
 * `children` draws (the input), not the widget's frame around it.
 */
export function Typed({ widget, children }: { widget: Pick<WidgetProps, 'value' | 'onChange'>; children: (typed: TypedValue) => ReactNode }) {
  return children(useTypedValue(widget));
}
