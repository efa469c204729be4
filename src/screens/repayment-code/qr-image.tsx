import { useEffect, useState } from 'react';
import { toString as qrToString } from 'qrcode';
import { message } from '../../../core/messages.ts';
import styles from './repayment-code.module.css';

// Loaded only by the QR view (a lazy chunk). qrcode draws an SVG string, shown through an <img> with a data: URL:
// no canvas script, no inline style, no eval, and the CSP's img-src allows data:.

export function qrDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export default function QrImage({ text }: { text: string }) {
  const [state, setState] = useState<{ src?: string; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    qrToString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (svg) => live && setState({ src: qrDataUrl(svg) }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (state.failed) return <p role="alert">{message('repaymentCode.qrFailed', { code: text })}</p>;
  if (!state.src) return <div className={styles.qrBox} role="status" aria-busy="true" aria-label={message('common.loading')} />;
  return <img className={styles.qrBox} src={state.src} alt={message('repaymentCode.qr', { code: text })} />;
}
