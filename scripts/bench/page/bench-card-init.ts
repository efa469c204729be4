// A bank-binding answer with 100 items (POST /v3/bind-card/card-init), for the keystroke benchmark: mostly text
// fields of the three input types, with a picker and a day every tenth item, as a long real configuration has.
import type { CardInitData, CardInitItem } from '../../../core/card-init/card-init-types.ts';

export const benchFieldCount = 100;

/** The code of the n-th field (1-based); fields 1, 50 and 100 are text fields. */
export const fieldCode = (n: number): string => `field${n}`;

function item(n: number): CardInitItem {
  const code = fieldCode(n);
  if (n % 10 === 5) {
    return { cate: 'enum', code, title: `Choice ${n}`, note: [{ name: 'First', type: 1 }, { name: 'Second', type: 2 }, { name: 'Third', type: 3 }] };
  }
  if (n % 10 === 7) return { cate: 'day', code, title: `Day ${n}` };
  const inputType = n % 3 === 0 ? 'number' : n % 3 === 1 ? 'text' : 'bankCard';
  return { cate: 'text', code, title: `Field ${n}`, inputType: n === 1 || n === 50 || n === 100 ? 'text' : inputType };
}

export function benchCardInit(): CardInitData {
  return {
    cardTypes: [{ value: 1, name: 'Bank account' }],
    items: Array.from({ length: benchFieldCount }, (_, index) => item(index + 1)),
  };
}
