// Which version of each staff-published document (issue 26) this page draws: recorded where a form or screen is drawn
// (src/ui/published-draw.tsx), read by every tracking event (src/app/tracked-bridge.ts), so that analytics can tell
// what borrowers did on version 3 from what they did on the bundled copy (version 0) during a rollout.

const drawn = new Map<string, number>();

export function recordDrawn(id: string, version: number): void {
  drawn.set(id, version);
}

/**
 * The page's documents as tracking fields: `documentId` (forms/<name>, screens/<name>) and `documentVersion`; a page
 * that draws several lists them comma-separated, in the same order. None when the page draws no such document.
 */
export function drawnDocumentFields(): { documentId: string; documentVersion: number | string } | Record<string, never> {
  if (drawn.size === 0) return {};
  if (drawn.size === 1) {
    const [documentId, documentVersion] = [...drawn][0]!;
    return { documentId, documentVersion };
  }
  return { documentId: [...drawn.keys()].join(','), documentVersion: [...drawn.values()].join(',') };
}

/** Only for tests: a page starts with nothing drawn. */
export function forgetDrawn(): void {
  drawn.clear();
}
