import { useMemo } from 'react';
import { correction, generate } from 'lean-qr';
import { toSvgSource } from 'lean-qr/extras/svg';
import { message } from '../../../core/messages.ts';
import styles from './repayment-code.module.css';

// Loaded only by the QR view (a lazy chunk). lean-qr, at under half qrcode's size (docs/decisions/005), draws an SVG
// string, shown through an <img> with a data: URL: no canvas script, no inline style, no eval, and the CSP's img-src
// allows data:. Dark on white with a two-module quiet zone, as
// before; tests/e2e/repayment-code.spec.ts scans what is drawn.

export function qrDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The QR code of `text` as an SVG document, error correction M at least; undefined when it cannot hold the text. */
export function qrSvg(text: string): string | undefined {
  try {
    return toSvgSource(generate(text, { minCorrectionLevel: correction.M }), { pad: 2, on: '#000', off: '#fff' });
  } catch {
    return undefined;
  }
}

export default function QrImage({ text }: { text: string }) {
  const svg = useMemo(() => qrSvg(text), [text]);
  if (!svg) return <p role="alert">{message('repaymentCode.qrFailed', { code: text })}</p>;
  return <img className={styles.qrBox} src={qrDataUrl(svg)} alt={message('repaymentCode.qr', { code: text })} />;
}
