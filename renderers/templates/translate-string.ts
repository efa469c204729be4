import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { message } from '../../core/messages.ts';

/**
 * rjsf's own words, where a form can show them, from the catalog instead (its `translateString`); the rest stay
 * rjsf's English, which only a developer sees (its console warnings, templates the registry replaces).
 */
export function translateString(key: TranslatableString, params?: string[]): string {
  switch (key) {
    case TranslatableString.OptionPrefix:
      return message('form.oneOf.option', { index: params?.[0] ?? '' });
    case TranslatableString.TitleOptionPrefix:
      return message('form.oneOf.option', { index: params?.[1] ?? '' });
    case TranslatableString.NewStringDefault:
      return '';
    case TranslatableString.UnsupportedField:
    case TranslatableString.UnsupportedFieldWithId:
    case TranslatableString.UnsupportedFieldWithReason:
    case TranslatableString.UnsupportedFieldWithIdAndReason:
      return message('form.unsupportedField');
    default:
      return englishStringTranslator(key, params);
  }
}
