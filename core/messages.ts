import catalog from '../schemas/messages/en.json' with { type: 'json' };
import { isProductionBuild } from './build-mode.ts';

// The one accessor of the message catalog: the app and the renderers both read user-facing text through it.
export type MessageKey = keyof typeof catalog;
export type MessageVars = Readonly<Record<string, string | number>>;

// The whole catalog, except in the app's build, where each module adds the entries it names before it runs
// (scripts/budgets/message-split.ts), so that a page loads only its own texts.
const texts: Record<string, string> = { ...catalog };

/** Called by the build's per-module catalog parts (scripts/budgets/message-split.ts); not for app code. */
export function addMessages(entries: Readonly<Record<string, string>>): void {
  Object.assign(texts, entries);
}

const strict = !isProductionBuild;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(texts, key);
}

/**
 * The text of `key` with its `{name}` placeholders filled from `vars`.
 * An unknown key or a missing variable is a programming error: it throws outside production, and in production
 * the key (or the placeholder) is shown rather than an empty screen.
 */
export function message(key: MessageKey, vars?: MessageVars): string {
  if (!isMessageKey(key)) {
    if (strict) throw new Error(`Unknown message key '${key}' (schemas/messages/en.json)`);
    return key;
  }
  return fillPlaceholders(texts[key]!, vars, `Message '${key}'`);
}

/**
 * `text` with its `{name}` placeholders filled from `vars`: a catalog message, or a text from schemas/content.
 * A missing variable throws outside production (naming `what`), and in production leaves the placeholder.
 */
export function fillPlaceholders(text: string, vars: MessageVars | undefined, what = 'The text'): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = vars?.[name];
    if (value === undefined) {
      if (strict) throw new Error(`${what} needs the variable '${name}'`);
      return placeholder;
    }
    return String(value);
  });
}
