import { Button, Selector } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import content from '../../schemas/content/playground.json';
import { fillPlaceholders } from '../../core/messages.ts';
import { checkDocument, type Problem } from './document-checks.ts';
import { formNameOf, kindOf, loadCatalog, loadDocument, partnerOf, saveDocument, type Catalog } from './documents.ts';
import { editorSchema } from './editor-schemas.ts';
import { formSample, inMarket, screenFixture } from './fixture-data.ts';
import { JsonEditor } from './json-editor.tsx';
import { PhonePreviews } from './phone-previews.tsx';
import { ProblemList } from './problem-list.tsx';
import { PublishPanel } from './publish-panel.tsx';
import type { PreviewInput } from './document-preview.tsx';
import styles from './playground.module.css';

// The schema playground (/dev/playground, issue 18): product staff pick a form, a screen descriptor or a product's
// bank-binding items, edit the JSON, and see it at once on three phones through the app's own renderers.

type Parsed = { json: unknown } | { error: string };

function parse(text: string | undefined): Parsed | undefined {
  if (text === undefined) return undefined;
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const jsonOf = (parsed: Parsed | undefined) => (parsed && 'json' in parsed ? parsed.json : undefined);

/** Everything the checks say about one document, given the texts of all open ones. */
function problemsOf(id: string, texts: Record<string, string>): Problem[] {
  const parsed = parse(texts[id]);
  if (!parsed) return [];
  if ('error' in parsed) return [{ path: '', message: `not valid JSON: ${parsed.error}`, severity: 'error' }];
  const kind = kindOf(id);
  const partnerId = partnerOf(id);
  const partner = partnerId === undefined ? undefined : jsonOf(parse(texts[partnerId]));
  const fixture = kind === 'screen' ? screenFixture(parsed.json)?.data : kind === 'form-schema' ? formSample(formNameOf(id)) : undefined;
  return checkDocument({ kind, json: parsed.json, partner, fixture });
}

function previewOf(id: string, texts: Record<string, string>, rupee: boolean): PreviewInput | undefined {
  const kind = kindOf(id);
  if (kind === 'form-schema' || kind === 'form-ui') {
    const schemaId = kind === 'form-schema' ? id : partnerOf(id)!;
    const schema = jsonOf(parse(texts[schemaId]));
    const uiSchema = jsonOf(parse(texts[partnerOf(schemaId)!]));
    return schema === undefined ? undefined : { kind: 'form-schema', json: schema, uiSchema, data: formSample(formNameOf(id)) };
  }
  const json = jsonOf(parse(texts[id]));
  if (json === undefined) return undefined;
  return kind === 'screen' ? { kind, json, data: inMarket(screenFixture(json)?.data, rupee) } : { kind, json };
}

function FilePicker({ catalog, value, onChange }: { catalog: Catalog; value: string; onChange: (id: string) => void }) {
  const forms = catalog.files.filter((file) => file.startsWith('forms/'));
  const screens = catalog.files.filter((file) => file.startsWith('screens/'));
  return (
    <label>
      {content.pick}{' '}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <optgroup label={content.formsGroup}>{forms.map((file) => <option key={file} value={file}>{file}</option>)}</optgroup>
        <optgroup label={content.screensGroup}>{screens.map((file) => <option key={file} value={file}>{file}</option>)}</optgroup>
        {catalog.bankBindingProducts.length > 0 ? (
          <optgroup label={content.bankBindingGroup}>
            {catalog.bankBindingProducts.map((productId) => (
              <option key={productId} value={`bank-binding/${productId}`}>{fillPlaceholders(content.bankBindingLabel, { productId })}</option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </label>
  );
}

export function PlaygroundPage() {
  const [catalog, setCatalog] = useState<Catalog>();
  const [docId, setDocId] = useState<string>();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<Record<string, string>>({});
  const [rupee, setRupee] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    void loadCatalog().then((found) => {
      setCatalog(found);
      setDocId(new URLSearchParams(window.location.search).get('file') ?? found.files[0]);
    });
  }, []);

  useEffect(() => {
    if (!catalog || !docId) return;
    const wanted = [docId, partnerOf(docId)].filter((id): id is string => id !== undefined && !(id in saved));
    void Promise.all(wanted.map(async (id) => [id, await loadDocument(id, catalog.served)] as const)).then((loaded) => {
      if (loaded.length === 0) return;
      setSaved((previous) => ({ ...previous, ...Object.fromEntries(loaded) }));
      setTexts((previous) => ({ ...Object.fromEntries(loaded), ...previous }));
    });
  }, [catalog, docId, saved]);

  const problems = useMemo(() => (docId ? problemsOf(docId, texts) : []), [docId, texts]);
  const preview = useMemo(() => (docId ? previewOf(docId, texts, rupee) : undefined), [docId, texts, rupee]);
  const fixture = docId && kindOf(docId) === 'screen' ? screenFixture(jsonOf(parse(texts[docId]))) : undefined;

  async function save() {
    if (!catalog || !docId) return;
    // The form's other half goes with it when it was edited too: the two must agree (ui:order).
    const ids = [docId, partnerOf(docId)].filter((id): id is string => id !== undefined && texts[id] !== saved[id]);
    if (ids.some((id) => problemsOf(id, texts).some((problem) => problem.severity === 'error'))) {
      setStatus(content.notSavedWithProblems);
      return;
    }
    setStatus(content.saving);
    const commands = catalog.checkCommands.join(', ');
    for (const id of ids.length > 0 ? ids : [docId]) {
      const result = await saveDocument(id, texts[id]!, catalog.served);
      if (result.outcome === 'refused') return setStatus(fillPlaceholders(content.saveRefused, { message: result.message }));
      setSaved((previous) => ({ ...previous, [id]: texts[id]! }));
      if (id.startsWith('bank-binding/')) {
        const productId = id.slice('bank-binding/'.length);
        setStatus(fillPlaceholders(content.savedBankBinding, { productId, url: `/app/bind-bank?productId=${productId}` }));
      } else {
        setStatus(fillPlaceholders(result.outcome === 'saved' ? content.savedFile : content.downloadedFile, { file: `schemas/${id}`, commands }));
      }
    }
  }

  if (!catalog || !docId) return <p>{content.loading}</p>;
  const text = texts[docId];
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1>{content.title}</h1>
        <p>{content.intro}</p>
        <div className={styles.controls}>
          <FilePicker catalog={catalog} value={docId} onChange={(id) => { setDocId(id); setStatus(''); }} />
          <span>{content.currency}</span>
          <Selector
            aria-label={content.currency}
            options={[{ label: content.peso, value: 'peso' }, { label: content.rupee, value: 'rupee' }]}
            value={[rupee ? 'rupee' : 'peso']}
            onChange={(value) => value[0] && setRupee(value[0] === 'rupee')}
          />
          <Button color="primary" size="small" onClick={() => void save()}>{content.save}</Button>
        </div>
        <p role="status" className={styles.status}>{status}</p>
      </header>
      <div>
        {/* Just under Save and above the editor, outside the header, whose one status is Save's answer. */}
        <PublishPanel key={docId} docId={docId} texts={texts} />
        {text === undefined ? (
          <p>{content.loading}</p>
        ) : (
          <JsonEditor
            key={docId}
            label={docId}
            initialText={text}
            schema={editorSchema(kindOf(docId))}
            onChange={(next) => setTexts((previous) => ({ ...previous, [docId]: next }))}
            check={(next) => problemsOf(docId, { ...texts, [docId]: next })}
          />
        )}
        <ProblemList problems={problems} />
      </div>
      <section aria-label={content.previewsHeading}>
        <h2>{content.previewsHeading}</h2>
        <p>{kindOf(docId) === 'screen' ? (fixture ? fillPlaceholders(content.fixtureFrom, { fixture: fixture.source }) : content.noFixture) : null}</p>
        <PhonePreviews input={preview} version={`${docId}:${texts[docId] ?? ''}:${texts[partnerOf(docId) ?? ''] ?? ''}:${rupee}`} />
      </section>
    </main>
  );
}
