// Which native shell hosts the page, for the behaviours SPEC.md gives one platform only (the loan confirmation's
// 'Point out' back-press popup is iOS's). The native app says so in the session's osVersion ('iOS 16.7'); the iOS
// shell's message handlers and an iPhone's or iPad's user agent say it too, for a shell that omits the param.

export interface ShellHints {
  /** The session's osVersion param. */
  osVersion?: string | undefined;
  userAgent?: string | undefined;
  /** Whether WKWebView's message handlers are there (window.webkit.messageHandlers). */
  webkitHandlers?: boolean;
}

export function isIosShell({ osVersion, userAgent, webkitHandlers }: ShellHints): boolean {
  if (osVersion !== undefined && osVersion.trim() !== '') return /^\s*(ios|ipados|iphone\s*os)\b/i.test(osVersion);
  if (webkitHandlers) return true;
  return userAgent !== undefined && /\b(iPhone|iPad|iPod)\b/.test(userAgent);
}

/** The hints of the page this runs in (none while prerendering). */
export function pageShellHints(osVersion: string | undefined): ShellHints {
  if (typeof window === 'undefined') return { osVersion };
  const webkit = (window as unknown as { webkit?: { messageHandlers?: unknown } }).webkit;
  return { osVersion, userAgent: navigator.userAgent, webkitHandlers: typeof webkit?.messageHandlers === 'object' && webkit.messageHandlers !== null };
}
