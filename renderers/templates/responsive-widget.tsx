// Keeps typing instant on long forms. rjsf answers every change by recomputing the whole form's state and
// re-rendering every field (about 8 ms a key on the 100-field bank-binding form on a fast machine, 4x that on a
// cheap phone; scripts/bench). Each registry widget is wrapped so that what the borrower types is drawn at once
// from the widget's own state, while the form takes the change in a React transition, which the next key press
// interrupts instead of waiting for. Before the form submits, every change still in flight is applied
// synchronously (FlushTyping), so a submit never sees stale data.
import type { WidgetProps } from '@rjsf/utils';
import { createContext, startTransition, useCallback, useContext, useEffect, useRef, useState, type ComponentType } from 'react';

/** Where wrapped widgets register the changes they have not yet handed to the form. */
export type PendingChanges = Set<() => void>;

export const PendingChangesContext = createContext<PendingChanges | undefined>(undefined);

/** Applies every change still in flight; call inside flushSync before rjsf reads its state to submit. */
export function applyPendingChanges(pending: PendingChanges): void {
  for (const apply of [...pending]) apply();
}

const wrappers = new WeakMap<ComponentType<WidgetProps>, ComponentType<WidgetProps>>();

export function responsive(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  const known = wrappers.get(Widget);
  if (known) return known;

  function ResponsiveWidget(props: WidgetProps) {
    const pending = useContext(PendingChangesContext);
    // The values typed since the form last caught up, oldest first; empty when the form's value is the truth.
    const [typed, setTyped] = useState<unknown[]>([]);
    const latest = useRef<{ args: Parameters<WidgetProps['onChange']> } | undefined>(undefined);
    const { onChange, value } = props;

    // The transition may not have rendered yet: hand the form the last value again, as an urgent change.
    const applyNow = useCallback(() => {
      if (latest.current) onChange(...latest.current.args);
    }, [onChange]);

    useEffect(() => {
      if (!pending) return undefined;
      pending.add(applyNow);
      return () => void pending.delete(applyNow);
    }, [pending, applyNow]);

    // The form has caught up to a value typed: that one and the older ones are done, newer ones are still on their
    // way. A value that was never typed comes from elsewhere (a reset, a tab switch) and is shown as it is.
    useEffect(() => {
      setTyped((values) => {
        if (values.length === 0) return values;
        const at = values.findIndex((entry) => Object.is(entry, value));
        const rest = at === -1 ? [] : values.slice(at + 1);
        if (rest.length === 0) latest.current = undefined;
        return rest;
      });
    }, [value]);

    const change = useCallback(
      (...args: Parameters<WidgetProps['onChange']>) => {
        latest.current = { args };
        setTyped((values) => [...values, args[0]]);
        startTransition(() => onChange(...args));
      },
      [onChange],
    );

    const shown = typed.length > 0 ? typed[typed.length - 1] : value;
    return <Widget {...props} value={shown} onChange={change} />;
  }
  ResponsiveWidget.displayName = `Responsive(${Widget.displayName ?? Widget.name})`;
  wrappers.set(Widget, ResponsiveWidget);
  return ResponsiveWidget;
}
