import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { computeBuildManifest, type BuildManifest } from '../../core/publishing/build-manifest.ts';
import { readRegistry } from '../schema/compat.ts';

// The manifest of the app build of the checkout at `root` (core/publishing/build-manifest.ts): the package's version,
// the registry's names as renderers/registry.ts lists them (read from source, as check:compat does, since its React
// components do not load in node), and the actions each bundled screen descriptor runs.

export function appBuildManifest(root: string): BuildManifest {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const screensDir = path.join(root, 'schemas/screens');
  const screens = Object.fromEntries(
    readdirSync(screensDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [path.basename(file, '.json'), JSON.parse(readFileSync(path.join(screensDir, file), 'utf8')) as unknown]),
  );
  return computeBuildManifest(version, readRegistry(root), screens);
}
