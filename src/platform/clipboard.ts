// Copying a code to the clipboard. The asynchronous Clipboard API needs a secure context, which a WebView on an
// http page or an old Android WebView lacks: then a selected, off-screen textarea and execCommand('copy') do it.
// CSSOM properties, not a style attribute: the CSP refuses inline styles.

export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): try the old way.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.readOnly = true;
    area.style.position = 'fixed';
    area.style.top = '0';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = typeof document.execCommand === 'function' && document.execCommand('copy');
    area.remove();
    return copied;
  } catch {
    return false;
  }
}
