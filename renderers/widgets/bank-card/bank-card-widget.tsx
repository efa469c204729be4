import type { WidgetProps } from '@rjsf/utils';
import { DigitsInput } from '../digits-input.tsx';

/** SPEC.md section 5: a bank-card number keeps digits only, shown in groups of four; the value stays bare digits. */
export const bankCardGroups = 4;

export function BankCardWidget(props: WidgetProps) {
  return <DigitsInput {...props} groups={bankCardGroups} autoComplete="off" />;
}
