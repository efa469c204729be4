import { useEffect, useState, type FormEvent } from 'react';
import content from '../../schemas/content/test-preview.json';
import { previewLinks } from './preview-links.ts';
import { demoParams, loadParams, paramNames, saveParams, type ParamName, type PreviewParams } from './preview-params.ts';
import styles from './preview-page.module.css';

// The developer preview page (/testPreview, SPEC.md section 2): not a product feature, served only outside
// production. It opens every borrower screen with the params typed here, and tries the device features a WebView
// must allow: a photo picker, a text field with a submit, and geolocation.

export interface PreviewPageProps {
  /** Where the params are kept; localStorage in the page, an in-memory store in stories. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The browser's geolocation; absent where it has none. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
}

function ParamsForm({ params, onChange }: { params: PreviewParams; onChange: (params: PreviewParams) => void }) {
  const set = (name: ParamName, value: string) => onChange({ ...params, [name]: value });
  return (
    <section className={styles.section} aria-labelledby="preview-params">
      <h2 id="preview-params">{content.paramsHeading}</h2>
      <div className={styles.fields}>
        {paramNames.map((name) => (
          <label key={name} className={styles.field}>
            <span>{content.params[name]}</span>
            <input name={name} value={params[name]} onChange={(event) => set(name, event.target.value)} autoComplete="off" />
          </label>
        ))}
      </div>
      <button type="button" className={styles.button} onClick={() => onChange(demoParams())}>
        {content.reset}
      </button>
    </section>
  );
}

function PhotoInput() {
  const [url, setUrl] = useState<string>();
  // Each preview is an object URL, released when replaced or when the page goes.
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <section className={styles.section} aria-labelledby="preview-photo">
      <h2 id="preview-photo">{content.photo.heading}</h2>
      <label className={styles.field}>
        <span>{content.photo.label}</span>
        <input
          type="file"
          accept="image/*"
          onChange={(event) => {
            const file = event.target.files?.[0];
            setUrl(file ? URL.createObjectURL(file) : undefined);
          }}
        />
      </label>
      {url ? <img className={styles.photo} src={url} alt={content.photo.previewAlt} /> : null}
    </section>
  );
}

function ContactField() {
  const [value, setValue] = useState('');
  const [said, setSaid] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid(value.trim() === '' ? content.contact.empty : `${content.contact.submitted} ${value}`);
  };
  return (
    <section className={styles.section} aria-labelledby="preview-contact">
      <h2 id="preview-contact">{content.contact.heading}</h2>
      <form onSubmit={submit} className={styles.inline}>
        <label className={styles.field}>
          <span>{content.contact.label}</span>
          <input name="contact" value={value} onChange={(event) => setValue(event.target.value)} />
        </label>
        <button type="submit" className={styles.button}>
          {content.contact.submit}
        </button>
      </form>
      <p role="status">{said}</p>
    </section>
  );
}

type Located = { state: 'idle' | 'waiting' | 'unsupported' } | { state: 'refused'; reason: string } | { state: 'found'; coords: GeolocationCoordinates };

function LocationButton({ geolocation }: { geolocation?: PreviewPageProps['geolocation'] }) {
  const [located, setLocated] = useState<Located>({ state: 'idle' });
  const { location } = content;
  const locate = () => {
    if (!geolocation) {
      setLocated({ state: 'unsupported' });
      return;
    }
    setLocated({ state: 'waiting' });
    geolocation.getCurrentPosition(
      ({ coords }) => setLocated({ state: 'found', coords }),
      (error) => setLocated({ state: 'refused', reason: error.message || String(error.code) }),
      { timeout: 10_000 },
    );
  };
  return (
    <section className={styles.section} aria-labelledby="preview-location">
      <h2 id="preview-location">{location.heading}</h2>
      <button type="button" className={styles.button} onClick={locate}>
        {location.button}
      </button>
      <div role="status">
        {located.state === 'waiting' ? <p>{location.waiting}</p> : null}
        {located.state === 'unsupported' ? <p>{location.unsupported}</p> : null}
        {located.state === 'refused' ? (
          <p>
            {location.refused} {located.reason}
          </p>
        ) : null}
        {located.state === 'found' ? (
          <dl className={styles.position}>
            <dt>{location.latitude}</dt>
            <dd>{located.coords.latitude.toFixed(5)}</dd>
            <dt>{location.longitude}</dt>
            <dd>{located.coords.longitude.toFixed(5)}</dd>
            <dt>{location.accuracy}</dt>
            <dd>{Math.round(located.coords.accuracy)}</dd>
          </dl>
        ) : null}
      </div>
    </section>
  );
}

export function PreviewPage({ storage = localStorage, geolocation = navigator.geolocation }: PreviewPageProps) {
  const [params, setParams] = useState(() => loadParams(storage));
  const change = (next: PreviewParams) => {
    setParams(next);
    saveParams(next, storage);
  };
  return (
    <main className={styles.page}>
      <h1>{content.title}</h1>
      <p>{content.intro}</p>
      <ParamsForm params={params} onChange={change} />
      <section className={styles.section} aria-labelledby="preview-screens">
        <h2 id="preview-screens">{content.screensHeading}</h2>
        <ul className={styles.links}>
          {previewLinks(params).map((link) => (
            <li key={link.route}>
              <a href={link.href}>
                {link.title} <span className={styles.route}>({link.route})</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <PhotoInput />
      <ContactField />
      <LocationButton geolocation={geolocation} />
    </main>
  );
}
