// Stands in for @rjsf/utils's shallowAllOfMerge (swapModules() in scripts/budgets/bundle-plugins.ts points rjsf's own
// imports of it here). rjsf merges a schema's allOf with @x0k/json-schema-merge, 4.5 KB gzip in every form page, and no
// bundled form has an allOf: the merge downloads the first time a form may need it. SchemaForm waits for
// the download (`suspendUntilAllOfMerge()`) before it draws a schema that `needsAllOfMerge` says may reach it, so rjsf never calls this
// without the merge there.
import type { RJSFSchema } from "@rjsf/utils";

type Merge = (schema: RJSFSchema) => RJSFSchema;

let merge: Merge | undefined;
let loading: Promise<void> | undefined;
let failure: { error: unknown } | undefined;

/** Downloads the merge once; a failed download is asked for again on the next call. */
function loadAllOfMerge(): Promise<void> {
  loading ??= import("@rjsf/utils/lib/schema/shallowAllOfMerge.js").then(
    (module) => {
      merge = module.default as Merge;
    },
    (error: unknown) => {
      loading = undefined;
      failure = { error };
      throw error;
    },
  );
  return loading;
}

/**
 * For a component that needs the merge, React 18's Suspense: returns once it is there, throws the download for
 * Suspense to wait on, and throws a failed download's error once, for the error boundary to show with its retry
 * (which asks for it again) rather than suspending on it forever.
 */
export function suspendUntilAllOfMerge(): void {
  if (merge) return;
  if (failure) {
    const { error } = failure;
    failure = undefined;
    throw error;
  }
  throw loadAllOfMerge();
}

const draft2019Plus = new Set([
  "https://json-schema.org/draft/2019-09/schema",
  "https://json-schema.org/draft/2020-12/schema",
]);

/**
 * Whether rjsf may merge an allOf while drawing `schema`: it has an allOf or a patternProperties anywhere (rjsf merges
 * a property with the patterns it matches), or it is draft 2019-09 or later, where rjsf reads a $ref with siblings as
 * an allOf of the two. A key of that name that is not a keyword only costs the download.
 */
export function needsAllOfMerge(schema: RJSFSchema): boolean {
  if (
    typeof schema.$schema === "string" &&
    draft2019Plus.has(schema.$schema.replace(/#$/, ""))
  )
    return true;
  const pending: unknown[] = [schema];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== "object" || node === null) continue;
    if (
      !Array.isArray(node) &&
      ("allOf" in node || "patternProperties" in node)
    )
      return true;
    pending.push(...Object.values(node));
  }
  return false;
}

export default function shallowAllOfMerge(schema: RJSFSchema): RJSFSchema {
  // rjsf catches this, warns and draws the schema without its allOf: never reached from SchemaForm (above).
  if (!merge)
    throw new Error(
      "the allOf merge was not loaded before a schema that needs it was drawn (renderers/stand-ins/rjsf-all-of-merge.ts)",
    );
  return merge(schema);
}
