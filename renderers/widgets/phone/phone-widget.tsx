import type { WidgetProps } from '@rjsf/utils';
import type { DigitGroups } from '../../core/format.ts';
import { DigitsInput } from '../digits-input.tsx';

/** Philippine mobile numbers read as 09XX XXX XXXX; ui:options.groups sets another grouping. */
export const defaultPhoneGroups: DigitGroups = [4, 3, 4];

export function PhoneWidget(props: WidgetProps) {
  const groups = (props.options.groups as DigitGroups | undefined) ?? defaultPhoneGroups;
  return <DigitsInput {...props} groups={groups} type="tel" autoComplete="tel-national" />;
}
