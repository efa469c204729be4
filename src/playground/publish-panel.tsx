// The confirmation is a Dialog drawn in this tree rather than Dialog.confirm: the imperative one needs antd-mobile's
// imperative render shim (src/platform), which the playground may not import.
import { Button, Dialog, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import content from '../../schemas/content/playground.json';
import { fillPlaceholders } from '../../core/messages.ts';
import { callStaff, publishDocumentOf, publishIdOf, type StaffResult } from './publishing.ts';
import styles from './playground.module.css';

// Publish, Roll out and Roll back beside Save (issue 26): the document being edited goes to the staff endpoints
// (publishing.ts) with the token typed here. The server's answer is shown as it sent it, the refusal's file#path lines
// included; the editor's text is never touched by any of it, so a refused publish can be fixed and sent again.

const percents = [5, 10, 25, 50] as const;
type Share = (typeof percents)[number] | 'all';

type Outcome = { kind: 'info'; text: string } | { kind: 'done'; text: string } | { kind: 'refused'; text: string; lines: string[] };

function shareOf(result: { percent: number; base: number }): string {
  return result.percent === 100 ? content.shareAll : fillPlaceholders(content.sharePart, { percent: String(result.percent), base: String(result.base) });
}

export interface PublishPanelProps {
  /** The file being edited, as the playground names it (documents.ts). */
  docId: string;
  /** Every open text, edited or not: a form is published as both its halves. */
  texts: Record<string, string | undefined>;
}

export function PublishPanel({ docId, texts }: PublishPanelProps) {
  const [token, setToken] = useState('');
  const [note, setNote] = useState('');
  const [share, setShare] = useState<Share>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [confirming, setConfirming] = useState(false);
  const id = publishIdOf(docId);

  /** Sends one action, after the checks every action shares; `describe` words the server's yes. */
  async function send(action: 'versions' | 'rollout' | 'rollback', payload: Record<string, unknown>, describe: (result: Extract<StaffResult, { ok: true }>) => string) {
    setBusy(true);
    setOutcome({ kind: 'info', text: content.publishing });
    try {
      const result = await callStaff(action, token.trim(), { id, ...payload });
      setOutcome(result.ok
        ? { kind: 'done', text: describe(result) }
        : { kind: 'refused', text: fillPlaceholders(content.refused, { status: String(result.status), message: result.message }), lines: result.lines });
    } finally {
      setBusy(false);
    }
  }

  /** The reason an action cannot be sent yet, or undefined. */
  function missing(needs: { note?: boolean; share?: boolean }): string | undefined {
    if (id === undefined) return content.notPublishable;
    if (token.trim() === '') return content.needToken;
    if (needs.note && note.trim() === '') return content.needNote;
    if (needs.share && share === undefined) return content.needPercent;
    return undefined;
  }

  async function publish() {
    const reason = missing({ note: true });
    if (reason) return setOutcome({ kind: 'info', text: reason });
    const built = publishDocumentOf(docId, texts);
    if ('unparsed' in built) return setOutcome({ kind: 'info', text: fillPlaceholders(content.notPublishedUnparsed, { file: `schemas/${built.unparsed}` }) });
    // No percent picked: the server's default, every borrower.
    await send('versions', { document: built.document, note: note.trim(), ...(share !== undefined ? { rollout: share } : {}) }, (result) =>
      fillPlaceholders(content.published, { id: result.id, version: String(result.version), share: shareOf(result) }));
  }

  async function rollOut() {
    const reason = missing({ share: true });
    if (reason) return setOutcome({ kind: 'info', text: reason });
    await send('rollout', { percent: share, ...(note.trim() !== '' ? { note: note.trim() } : {}) }, (result) =>
      fillPlaceholders(content.rolledOut, { id: result.id, version: String(result.version), share: shareOf(result) }));
  }

  function askRollBack() {
    const reason = missing({});
    if (reason) return setOutcome({ kind: 'info', text: reason });
    // Every borrower changes version at once: one deliberate second step.
    return setConfirming(true);
  }

  async function rollBack() {
    setConfirming(false);
    await send('rollback', note.trim() !== '' ? { note: note.trim() } : {}, (result) =>
      fillPlaceholders(content.rolledBack, { id: result.id, from: String(result.from ?? ''), version: String(result.version) }));
  }

  return (
    <section aria-labelledby="playground-publish" className={styles.publish}>
      <h2 id="playground-publish">{content.publishHeading}</h2>
      <p>{content.publishIntro}</p>
      <div className={styles.controls}>
        <label className={styles.field}>
          {content.staffToken}
          <Input type="password" autoComplete="off" placeholder={content.staffTokenHint} value={token} onChange={setToken} />
        </label>
        <label className={styles.field}>
          {content.publishNote}
          <Input placeholder={content.publishNoteHint} value={note} onChange={setNote} maxLength={500} />
        </label>
        <span>{content.rolloutPercent}</span>
        <Selector
          aria-label={content.rolloutPercent}
          options={[
            ...percents.map((percent) => ({ label: fillPlaceholders(content.rolloutPercentLabel, { percent: String(percent) }), value: String(percent) })),
            { label: content.rolloutAll, value: 'all' },
          ]}
          value={share === undefined ? [] : [String(share)]}
          onChange={(value) => setShare(value[0] === undefined ? undefined : value[0] === 'all' ? 'all' : (Number(value[0]) as Share))}
        />
        <Button size="small" color="primary" disabled={busy} onClick={() => void publish()}>{content.publish}</Button>
        <Button size="small" disabled={busy} onClick={() => void rollOut()}>{content.rollOut}</Button>
        <Button size="small" color="danger" fill="outline" disabled={busy} onClick={askRollBack}>{content.rollBack}</Button>
      </div>
      <Dialog
        visible={confirming}
        destroyOnClose
        title={fillPlaceholders(content.rollBackConfirmTitle, { id: id ?? docId })}
        content={content.rollBackConfirm}
        onClose={() => setConfirming(false)}
        actions={[[
          { key: 'cancel', text: content.rollBackConfirmNo, onClick: () => setConfirming(false) },
          { key: 'confirm', text: content.rollBackConfirmYes, bold: true, danger: true, onClick: () => void rollBack() },
        ]]}
      />
      <div role="status" className={styles.status} data-outcome={outcome?.kind}>
        {outcome ? <p>{outcome.text}</p> : null}
        {outcome?.kind === 'refused' && outcome.lines.length > 0 ? (
          <ul className={styles.refusal}>
            {outcome.lines.map((line, index) => <li key={index}><code>{line}</code></li>)}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
