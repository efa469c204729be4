// ESLint rule: imports run one way (DESIGN.md, docs/decisions/009-layers.md).
// Between top-level layers: src -> renderers -> core -> schemas; server -> core -> schemas; scripts never import
// server. Inside src, renderers and server, zones hold the same direction (the table `zones`), and one screen never
// imports another. core is plain TypeScript shared by the browser and the server, so it imports no React and no Node API.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Which top-level layers each layer may import; null: any. generated/ is derived from schemas and sits beside it; a
 * screen descriptor's module (generated/screens) imports the renderers' nodes it names. (ESLint does not lint
 * generated/; `npm run gen:check` holds it to what the generator writes.)
 */
const layers = {
  schemas: ['schemas'],
  generated: ['generated', 'schemas', 'renderers'],
  core: ['core', 'schemas', 'generated'],
  renderers: ['renderers', 'core', 'schemas', 'generated'],
  src: ['src', 'renderers', 'core', 'schemas', 'generated'],
  server: ['server', 'core', 'schemas', 'generated'],
  scripts: ['scripts', 'src', 'renderers', 'core', 'schemas', 'generated'],
  stories: ['stories', 'src', 'renderers', 'core', 'schemas', 'generated', 'tests'],
  tests: null,
};

/**
 * Zones inside a layer: zone -> the zones of the same layer it may import (its own always). A file directly in the
 * layer's folder, or in a folder not listed, is a zone of its own that may import any zone.
 */
const zones = {
  src: {
    // The composition roots (the app, and the promotion page's own entry) draw screens; nothing imports them.
    app: ['screens', 'ui', 'api', 'bridge', 'platform'],
    promo: ['ui', 'api', 'bridge', 'platform'],
    // The public marketing site: static pages drawn at build time from schemas/ and its own small script; it shares
    // nothing with the borrower app, so that none of the app's weight can reach the site's pages.
    site: [],
    // The developer preview page (/testPreview), a root of its own that links to the app's pages by URL only.
    preview: [],
    // The schema playground (/dev/playground), product staff's tool: built apart from the app
    // (scripts/separate-build.ts), drawing through the renderers only, so nothing of it can reach a borrower's page.
    playground: [],
    // The insights page (/staff/insights), product staff's charts of what borrowers do on each published version:
    // built apart as the playground is, with Chart.js, so none of it reaches a borrower's page.
    insights: [],
    screens: ['ui', 'api', 'bridge', 'platform'],
    ui: ['api', 'platform'],
    api: ['platform'],
    bridge: [],
    // What every screen and the api client share: session, feedback, navigation, the URL policy.
    platform: [],
  },
  renderers: {
    // Plain TypeScript: descriptor types, data binding, validators. Drawn by everything else, draws nothing.
    core: [],
    widgets: ['core'],
    nodes: ['core'],
    // rjsf's templates and fields, listed in the registry beside the widgets: a template frames a field as the
    // widgets do (widgets/field-frame.tsx), so it may draw widget parts; neither imports the registry, which lists them.
    templates: ['core', 'widgets'],
    fields: ['core'],
    // Modules that builds put in place of a dependency's (scripts/budgets/bundle-plugins.ts): they stand alone.
    'stand-ins': [],
  },
  server: {
    // Infrastructure on top: the HTTP app (routes from schemas/api, the envelope, static files, headers, demo helpers).
    http: ['handlers', 'domain', 'sms', 'db', 'publishing'],
    // Staff publishing of forms and screens (issue 26): its routes, credential and checks, over the domain's store.
    publishing: ['domain', 'db'],
    // One file per call group, found by convention; a rule two handlers share belongs in domain.
    handlers: ['domain', 'sms', 'db'],
    // The business rules and stores, which know nothing of HTTP: a refusal is a CallFailure, not a reply.
    domain: ['db'],
    sms: ['db'],
    db: [],
  },
};

/** Packages core must not import: it runs in the browser and the server alike, and is tested as pure functions. */
const frameworkPackage = /^(react|react-dom|antd-mobile|@rjsf\/core|node:|fs$|path$|crypto$|url$|os$|fastify)/;

function partsOf(file) {
  const rel = path.relative(root, file);
  if (rel.startsWith('..')) return undefined;
  return rel.split(path.sep);
}

function zoneOf(parts) {
  const table = zones[parts[0]];
  if (!table || parts.length < 3) return undefined;
  return Object.hasOwn(table, parts[1]) ? parts[1] : undefined;
}

function screenOf(parts) {
  return parts[0] === 'src' && parts[1] === 'screens' && parts.length > 3 ? parts[2] : undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing one way between the layers and zones of DESIGN.md' },
    schema: [],
  },
  create(context) {
    const fromParts = partsOf(context.filename);
    if (!fromParts) return {};
    const fromLayer = fromParts[0];
    const fromZone = zoneOf(fromParts);
    const fromScreen = screenOf(fromParts);

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (fromLayer === 'core' && frameworkPackage.test(source)) {
          context.report({ node, message: `'core' must not import '${source}'; core is plain TypeScript, with no React and no Node API.` });
        }
        return;
      }
      const toParts = partsOf(path.resolve(path.dirname(context.filename), source));
      // A file at the repository's root is configuration (playwright.config.ts, vite.config.ts), not a layer.
      if (!toParts || toParts.length === 1) return;
      const toLayer = toParts[0];
      const allowedLayers = layers[fromLayer];
      if (allowedLayers && !allowedLayers.includes(toLayer)) {
        context.report({ node, message: `'${fromLayer}' must not import '${toLayer}' (${source}); imports run src -> renderers -> core -> schemas, server -> core -> schemas.` });
        return;
      }
      if (fromLayer === toLayer && fromZone) {
        const toZone = toParts.length > 2 ? toParts[1] : undefined;
        const allowedZones = zones[fromLayer][fromZone];
        if (toZone !== fromZone && !(toZone && allowedZones.includes(toZone))) {
          const target = toZone ? `${toLayer}/${toZone}` : `${toLayer}/${toParts.slice(1).join('/')}`;
          context.report({ node, message: `'${fromLayer}/${fromZone}' must not import '${target}' (${source}); it may import ${allowedZones.map((zone) => `${fromLayer}/${zone}`).join(', ') || 'nothing else'} in ${fromLayer}.` });
          return;
        }
      }
      const toScreen = screenOf(toParts);
      if (fromScreen && toScreen && fromScreen !== toScreen) {
        context.report({ node, message: `Screen '${fromScreen}' must not import screen '${toScreen}' (${source}); share through renderers or src/ui instead.` });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
