import { walkJson } from '../schema-checks/registry-names.ts';
import { drawnFormats, drawnKeywords } from '../schema-checks/vocabulary.ts';

// What one app build can draw (issue 26): its version, and the widgets, nodes, fields, templates, formats, keywords
// and actions of its registry. The build writes it beside its files (scripts/publishing/build-manifest-plugin.ts:
// dist/build-manifest.json), its pages name it in X-App-Build, and the server refuses to publish a form or screen that
// a build still in use cannot draw (server/publishing). Plain data in, plain data out: the build step reads the
// registry's names in node (scripts/schema/compat.ts readRegistry), the server only reads manifests.

export interface BuildManifest {
  /** '<package version>+<8 hex digits of the manifest's content>': two builds that draw the same things share it. */
  build: string;
  version: string;
  widgets: readonly string[];
  nodes: readonly string[];
  fields: readonly string[];
  templates: readonly string[];
  formats: readonly string[];
  keywords: readonly string[];
  /**
   * Per screen descriptor (its name under schemas/screens), the action names its bundled copy runs: the handlers that
   * screen injects. A published descriptor may run only these, since the handlers are code the build ships.
   */
  actions: Readonly<Record<string, readonly string[]>>;
}

export interface RegistryNames {
  widgets: readonly string[];
  nodes: readonly string[];
  fields?: readonly string[];
  templates?: readonly string[];
}

export function isActionKey(key: string): boolean {
  return key === 'action' || key.endsWith('Action');
}

/**
 * The action names a descriptor runs: "action" and every "<x>Action" text, anywhere in it. The same reading as
 * renderers/core/binding.ts actionNames (one node there; core cannot import renderers).
 */
export function descriptorActions(descriptor: unknown): string[] {
  const found = new Set<string>();
  walkJson(descriptor, (key, value) => {
    if (isActionKey(key) && typeof value === 'string') found.add(value);
  });
  return [...found].sort();
}

/** FNV-1a, 32 bits, as 8 hex digits: a stable short name for a manifest's content (no Node API in core). */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const sorted = (names: readonly string[] | undefined) => [...new Set(names ?? [])].sort();

/** The manifest of a build of `version` whose registry holds `registry` and whose bundled descriptors are `screens`. */
export function computeBuildManifest(version: string, registry: RegistryNames, screens: Readonly<Record<string, unknown>>): BuildManifest {
  const content = {
    version,
    widgets: sorted(registry.widgets),
    nodes: sorted(registry.nodes),
    fields: sorted(registry.fields),
    templates: sorted(registry.templates),
    formats: sorted(drawnFormats),
    keywords: sorted(drawnKeywords),
    actions: Object.fromEntries(Object.keys(screens).sort().map((name) => [name, descriptorActions(screens[name])])),
  };
  return { build: `${version}+${contentHash(JSON.stringify(content))}`, ...content };
}
