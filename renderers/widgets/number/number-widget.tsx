import type { WidgetProps } from '@rjsf/utils';
import type { DigitGroups } from '../../core/format.ts';
import { DigitsInput } from '../digits-input.tsx';

/** Digits only (SPEC.md section 5, bank numeric fields); ui:options.groups shows them grouped, e.g. 4 for a card. */
export function NumberWidget(props: WidgetProps) {
  const groups = props.options.groups as DigitGroups | undefined;
  return <DigitsInput {...props} groups={groups} />;
}
