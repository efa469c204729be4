import type { WidgetProps } from '@rjsf/utils';
import { lazy } from 'react';
import type { CascadeOption } from '../../../core/card-init/card-init-types.ts';
import { joinCascadePath, splitCascadeValue } from '../../../core/card-init/cascade-value.ts';
import { PickerField } from '../picker/picker-field.tsx';
import { textOf } from '../widget-value.ts';

// A cascade picker (region -> province -> city for citySelect items) over ui:options.cascadeOptions,
// which the server sends (card-init's cityOptions). The value is one string, the path of option
// values joined by cascade-value.ts; the labels along the path are shown.

const loadPopup = () => import('./cascade-picker-popup.tsx');
const CascadePickerPopup = lazy(loadPopup);

/** The labels along a stored path, or undefined when the path is not one of the options'. */
export function cascadeLabels(options: readonly CascadeOption[], path: readonly string[]): string[] | undefined {
  const labels: string[] = [];
  let level: readonly CascadeOption[] | undefined = options;
  for (const part of path) {
    const node: CascadeOption | undefined = level?.find((option) => option.value === part);
    if (!node) return undefined;
    labels.push(node.label);
    level = node.children;
  }
  return labels;
}

const shownSeparator = ' / ';

export function CascadePickerWidget(props: WidgetProps) {
  const cascadeOptions = (props.options.cascadeOptions ?? []) as CascadeOption[];
  const value = textOf(props.value);
  const path = splitCascadeValue(value);
  const labels = cascadeLabels(cascadeOptions, path);
  // A path that is no longer among the options (a stale pre-fill) is shown as stored; validation flags it.
  const shown = value === '' ? undefined : (labels?.join(shownSeparator) ?? value);
  return (
    <PickerField
      widget={props}
      shown={shown}
      preload={loadPopup}
      popup={({ frame, choose }) => (
        <CascadePickerPopup
          {...frame}
          options={cascadeOptions}
          value={labels ? path : []}
          onConfirm={(next) => choose(next.length === 0 ? props.options.emptyValue : joinCascadePath(next))}
        />
      )}
    />
  );
}
