import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { message } from '../../core/messages.ts';
import type { DocumentInsights, InsightsReport, VersionInsights } from '../../core/publishing/insights.ts';
import { BarChart, type BarSeries } from './bar-chart.tsx';
import styles from './insights.module.css';

// The staff insights page (issue 26 part 7, /staff/insights): per published form or screen, what borrowers did on each
// version, side by side: opens, the fields they stumble on, submits, successes and drop-offs. The figures come from
// /staff/insights/data (server/publishing/insights-routes.ts), which wants the staff credential outside demo mode:
// asked for here when the server refuses without it, and kept only in this page's memory.

const dataPath = '/staff/insights/data';
const periods = [1, 7, 30, 90] as const;

type Load = { state: 'loading' } | { state: 'ready'; report: InsightsReport } | { state: 'token' } | { state: 'failed'; reason: string };

function versionName(figures: VersionInsights, document: DocumentInsights): string {
  const name = figures.version === 0 ? message('insights.bundled') : message('insights.version', { version: figures.version });
  return figures.version === document.live ? message('insights.live', { name }) : name;
}

function rolloutText(document: DocumentInsights): string {
  if (document.percent === 100 || document.live === document.base) return message('insights.rolloutAll', { live: document.live });
  return message('insights.rollout', { live: document.live, percent: document.percent, base: document.base });
}

const rate = (figures: VersionInsights) => (figures.opens === 0 ? '–' : `${Math.round((figures.successes / figures.opens) * 100)}%`);

export function InsightsPage() {
  const [days, setDays] = useState<number>(30);
  const [token, setToken] = useState('');
  const [typed, setTyped] = useState('');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [chosen, setChosen] = useState<string>();

  useEffect(() => {
    let live = true;
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    fetch(`${dataPath}?days=${days}`, { headers })
      .then(async (response) => {
        if (!live) return;
        if (response.status === 401 || response.status === 403) {
          setLoad(token && response.status === 401 ? { state: 'failed', reason: String(((await response.json()) as { message?: string }).message) } : { state: 'token' });
          return;
        }
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        setLoad({ state: 'ready', report: (await response.json()) as InsightsReport });
      })
      .catch((error: unknown) => live && setLoad({ state: 'failed', reason: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [days, token]);

  const documents = load.state === 'ready' ? load.report.documents : [];
  const document = documents.find((one) => one.id === chosen) ?? documents[0];

  function submitToken(event: FormEvent) {
    event.preventDefault();
    setLoad({ state: 'loading' });
    setToken(typed.trim());
  }

  return (
    <main className={styles.page}>
      <h1>{message('insights.title')}</h1>
      <p className={styles.intro}>{message('insights.intro')}</p>
      {load.state === 'token' || (load.state === 'failed' && token) ? (
        <form className={styles.controls} onSubmit={submitToken}>
          <p className={styles.note}>{message('insights.tokenHelp')}</p>
          <label>
            {message('insights.token')}
            <input type="password" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
          </label>
          <button type="submit">{message('insights.show')}</button>
        </form>
      ) : null}
      <div className={styles.controls}>
        {documents.length > 0 ? (
          <label>
            {message('insights.document')}
            <select value={document?.id} onChange={(event) => setChosen(event.target.value)}>
              {documents.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.id}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          {message('insights.days')}
          <select value={days} onChange={(event) => {
              setLoad({ state: 'loading' });
              setDays(Number(event.target.value));
            }}>
            {periods.map((period) => (
              <option key={period} value={period}>
                {message('insights.daysOption', { days: period })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {load.state === 'loading' ? <p role="status">{message('insights.loading')}</p> : null}
      {load.state === 'failed' ? <p role="alert" className={styles.failed}>{message('insights.failed', { reason: load.reason })}</p> : null}
      {load.state === 'ready' && !document ? <p role="status">{message('insights.empty')}</p> : null}
      {document ? <DocumentView document={document} /> : null}
    </main>
  );
}

function DocumentView({ document }: { document: DocumentInsights }) {
  const names = useMemo(() => document.versions.map((figures) => versionName(figures, document)), [document]);
  const funnel = useMemo<{ categories: string[]; series: BarSeries[] }>(
    () => ({
      categories: [message('insights.opens'), message('insights.submits'), message('insights.successes'), message('insights.dropOffs')],
      series: document.versions.map((figures, index) => ({ label: names[index]!, values: [figures.opens, figures.submits, figures.successes, figures.dropOffs ?? 0] })),
    }),
    [document, names],
  );
  const fields = useMemo<{ categories: string[]; series: BarSeries[] }>(() => {
    const all = [...new Set(document.versions.flatMap((figures) => figures.fieldErrors.map((error) => error.field)))];
    return {
      categories: all,
      series: document.versions.map((figures, index) => ({ label: names[index]!, values: all.map((field) => figures.fieldErrors.find((error) => error.field === field)?.count ?? 0) })),
    };
  }, [document, names]);
  const rows: [string, (figures: VersionInsights) => string | number][] = [
    [message('insights.opens'), (figures) => figures.opens],
    [message('insights.borrowers'), (figures) => figures.borrowers],
    [message('insights.submits'), (figures) => figures.submits],
    [message('insights.successes'), (figures) => figures.successes],
    [message('insights.dropOffs'), (figures) => figures.dropOffs ?? message('insights.noForm')],
    [message('insights.successRate'), rate],
  ];
  return (
    <section aria-label={document.id}>
      <p className={styles.rollout}>{rolloutText(document)}</p>
      <h2>{message('insights.figures')}</h2>
      <table className={styles.figures}>
        <thead>
          <tr>
            <th scope="col">{message('insights.figure')}</th>
            {names.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {document.versions.map((figures) => (
                <td key={figures.version}>{value(figures)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.charts}>
        <div>
          <h2>{message('insights.funnelChart')}</h2>
          <BarChart title={message('insights.funnelChart')} categories={funnel.categories} series={funnel.series} />
        </div>
        <div>
          <h2>{message('insights.fieldsChart')}</h2>
          {fields.categories.length > 0 ? (
            <BarChart title={message('insights.fieldsChart')} categories={fields.categories} series={fields.series} horizontal />
          ) : (
            <p className={styles.note}>{message('insights.noFieldErrors')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
