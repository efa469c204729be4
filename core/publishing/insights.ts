// What the staff insights page shows (issue 26 part 7): per published document (forms/<name>, screens/<name>,
// bank-binding/<productId>) and per version drawn (0: the bundled copy), what borrowers did, counted by the server from
// the publishing/insight-event call (server/domain/insights.ts) and drawn by src/insights. One shape for both.

export interface FieldErrorCount {
  /** The field's name in the form's schema: never anything a borrower typed. */
  field: string;
  /** How many refused submits named it. */
  count: number;
}

export interface VersionInsights {
  version: number;
  /** Pages that drew this version. */
  opens: number;
  /** Distinct borrowers among them. */
  borrowers: number;
  /** Fields refused on submit, the most refused first. */
  fieldErrors: FieldErrorCount[];
  /** Submits of valid data. */
  submits: number;
  /** Submits whose call answered success. */
  successes: number;
  /** Borrowers who opened this version and never submitted it successfully; null for a document never submitted (a screen with no form). */
  dropOffs: number | null;
}

export interface DocumentInsights {
  id: string;
  /** The rollout as it stands: what borrowers in the share get, what the others get, and the share. */
  live: number;
  base: number;
  percent: number;
  /** The versions borrowers were seen on, oldest first. */
  versions: VersionInsights[];
}

export interface InsightsReport {
  /** How many days back the figures go. */
  days: number;
  documents: DocumentInsights[];
}

/** The default and largest look-back of the insights page, in days. */
export const insightDays = { default: 30, max: 365 } as const;

/** The kinds of event a page sends (schemas/api/publishing/insight-event.json). */
export type InsightEventKind = 'open' | 'field-errors' | 'submit' | 'success';
