import { autocompletion, type CompletionSource } from '@codemirror/autocomplete';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { getJsonPointers, jsonCompletion, stateExtensions, type JSONPointersMap } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Problem } from './document-checks.ts';
import styles from './playground.module.css';

// CodeMirror 6 over one JSON document: completion from the document's schema (codemirror-json-schema, which knows
// the registry's names because editor-schemas.ts puts them in), JSON syntax errors from @codemirror/lang-json, and
// the playground's own checks underlined at their JSON Pointer. codemirror-json-schema's linter is left out: the
// playground's checks already validate against the same schemas, and two linters would say each thing twice.

/** The editor range of a JSON Pointer: its key (or the value, for an array item), else its nearest parent's. */
export function rangeOf(pointers: JSONPointersMap, doc: Text, pointer: string): { from: number; to: number } {
  for (let at = pointer; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/')))) {
    const found = pointers.get(at);
    if (found && 'valueFrom' in found && found.keyFrom === found.keyTo) return { from: found.valueFrom, to: found.valueTo };
    if (found) return { from: found.keyFrom, to: found.keyTo };
    if (at === '') return { from: 0, to: Math.min(1, doc.length) };
  }
}

// Its answer when it has nothing to offer is an empty list, which CodeMirror reads as "no completions" too.
const completeFromSchema = jsonCompletion() as CompletionSource;

export interface JsonEditorProps {
  initialText: string;
  /** The document's schema, for completion. */
  schema: JSONSchema7;
  onChange: (text: string) => void;
  /** The problems of a text that parses (the playground's checks). */
  check: (text: string) => Problem[];
  label: string;
}

export function JsonEditor({ initialText, schema, onChange, check, label }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  // The linter reads the latest callbacks, so a new render does not rebuild the editor (and lose the caret).
  const latest = useRef({ onChange, check });
  useLayoutEffect(() => {
    latest.current = { onChange, check };
  });

  useEffect(() => {
    const ownLint = (view: EditorView): Diagnostic[] => {
      const text = view.state.doc.toString();
      try {
        JSON.parse(text);
      } catch {
        return []; // jsonParseLinter places a syntax error itself.
      }
      const pointers = getJsonPointers(view.state, 'json4');
      return latest.current.check(text).map((problem) => ({
        ...rangeOf(pointers, view.state.doc, problem.path),
        severity: problem.severity,
        message: `${problem.path || '/'}: ${problem.message}`,
      }));
    };
    // CodeMirror writes its styles into a <style> element under a document, which the page's CSP (style-src 'self')
    // refuses; under a shadow root it adopts constructed style sheets instead, which the CSP allows.
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const parent = shadow.appendChild(document.createElement('div'));
    parent.style.height = '100%';
    const view = new EditorView({
      root: shadow,
      parent,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          basicSetup,
          json(),
          autocompletion({ override: [completeFromSchema] }),
          stateExtensions(schema),
          linter(jsonParseLinter(), { delay: 200 }),
          linter(ownLint, { delay: 200 }),
          lintGutter(),
          EditorView.theme({ '&': { height: '100%', fontSize: '13px' }, '.cm-scroller': { overflow: 'auto' } }),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => {
      view.destroy();
      parent.remove();
    };
    // A new document is a new editor: the page keys this component on the document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={host} className={styles.editor} />;
}
