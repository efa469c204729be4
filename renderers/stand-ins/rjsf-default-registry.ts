// Stands in for @rjsf/core's getDefaultRegistry (swapModules() in scripts/budgets/bundle-plugins.ts points rjsf's own
// imports of it here in builds). rjsf's registry holds every stock widget and template, each drawn by ours or refused
// (renderers/form-registry.ts, held there by tests/unit/rjsf-registry-coverage.test.tsx), and the grid-layout fields
// that we refuse: about 9 KB gzip in every form page that no form draws. Here it holds only the fields we keep, and
// the two that only some forms need (arrays, anyOf/oneOf) download the first time a form draws one.
import { DEFAULT_ID_PREFIX, DEFAULT_ID_SEPARATOR, englishStringTranslator, type FieldProps, type Registry } from '@rjsf/utils';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A field that draws nothing until its code is there: one short download on the first form that uses it, which a page
 * can ask for ahead (`preload`, renderers/form-registry.ts's loadFormCode). Once loaded it draws at once, with no
 * Suspense in between. (Stand-ins stand alone, so this is not renderers/widgets/lazy-widget.tsx's lazyPart.)
 */
function lazyField(load: () => Promise<{ default: ComponentType<FieldProps> }>) {
  let loaded: ComponentType<FieldProps> | undefined;
  let loading: Promise<{ default: ComponentType<FieldProps> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Pending = lazy(loadOnce);
  function LazyField(props: FieldProps) {
    const [direct] = useState(() => loaded);
    if (direct) return createElement(direct, props);
    return createElement(Suspense, { fallback: null }, createElement(Pending, props));
  }
  return Object.assign(LazyField, { preload: () => loadOnce().then(() => undefined), isLoaded: () => loaded !== undefined });
}

export const ArrayField = lazyField(() => import('@rjsf/core/lib/components/fields/ArrayField.js'));
export const MultiSchemaField = lazyField(() => import('@rjsf/core/lib/components/fields/MultiSchemaField.js'));

export default function getDefaultRegistry(): Omit<Registry, 'schemaUtils'> {
  return {
    fields: { AnyOfField: MultiSchemaField, ArrayField, BooleanField, FallbackField, NumberField, ObjectField, OneOfField: MultiSchemaField, SchemaField, StringField, NullField },
    // Form.tsx fills these from renderers/form-registry.ts, which names every one rjsf has.
    templates: { ButtonTemplates: {} } as Registry['templates'],
    widgets: {},
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: { idPrefix: DEFAULT_ID_PREFIX, idSeparator: DEFAULT_ID_SEPARATOR, useFallbackUiForUnsupportedType: false },
  };
}
