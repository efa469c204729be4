// The terminal half of publishing (issue 26): `npm run publish` and `npm run rollback` (scripts/publishing) against a
// started reference server, which serves a build whose dist/build-manifest.json it registers at start. Each prints
// what happened, and a refusal exits non-zero with the server's reasons.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoList, formatDemoList } from '../../server/http/demo-links.ts';
import { startServer, type RunningServer } from '../../server/start.ts';
import { appBuildManifest } from '../../scripts/publishing/app-build-manifest.ts';
import { maria, repoRoot, sessionQuery, tempDir } from './support.ts';

const run = promisify(execFile);
let server: RunningServer;
let work: string;

interface Outcome {
  code: number;
  out: string;
}

async function cli(script: 'publish' | 'rollback', args: string[], env: Record<string, string> = { STAFF_TOKEN: 'demo-staff', STAFF_NAME: 'Release pipeline' }): Promise<Outcome> {
  const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
  const { STAFF_TOKEN: _drop, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(tsx, [`scripts/publishing/${script}.ts`, ...args], { cwd: repoRoot, env: { ...inherited, ...env } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

async function servedVersion(id: string): Promise<number> {
  const answer = await fetch(`${server.url}/diving/publishing/published-version?${sessionQuery()}&id=${id}`);
  return ((await answer.json()) as { data: { version: number } }).data.version;
}

beforeAll(async () => {
  work = await tempDir('publishing-cli');
  const distDir = path.join(work, 'dist');
  await mkdir(distDir);
  await writeFile(path.join(distDir, 'build-manifest.json'), JSON.stringify(appBuildManifest(repoRoot)));
  server = await startServer({ memory: true, port: 0, demo: true, production: false, distDir, staffToken: undefined });
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('npm run publish and npm run rollback', () => {
  it('publishes a screen file to a share of borrowers, and rolls it back, printing each', async () => {
    const file = path.join(work, 'screens', 'about-us.json');
    await mkdir(path.dirname(file), { recursive: true });
    const descriptor = JSON.parse(await readFile(path.join(repoRoot, 'schemas/screens/about-us.json'), 'utf8')) as { title: string };
    descriptor.title = 'About CashPeso';
    await writeFile(file, JSON.stringify(descriptor));

    const published = await cli('publish', [file, '--server', server.url, '--note', 'a warmer title', '--rollout', '100']);
    expect(published).toEqual({ code: 0, out: 'Published screens/about-us version 1 to every borrower.\n' });
    expect(await servedVersion('screens/about-us')).toBe(1);

    const staged = await cli('publish', ['schemas/screens/about-us.json', '--server', server.url, '--note', 'back to the bundled words', '--rollout', '0']);
    expect(staged).toEqual({ code: 0, out: 'Published screens/about-us version 2 to 0% of borrowers; the others keep version 1.\n' });

    const back = await cli('rollback', ['about-us', '--server', server.url]);
    expect(back).toEqual({ code: 0, out: 'Rolled screens/about-us back from version 2 to version 1, for every borrower.\n' });
    expect(await servedVersion('screens/about-us')).toBe(1);
  }, 60_000);

  it("exits non-zero with the server's reasons when it refuses: a widget the served build lacks, a wrong token", async () => {
    const dir = path.join(work, 'forms', 'registration');
    await mkdir(dir, { recursive: true });
    const uiSchema = JSON.parse(await readFile(path.join(repoRoot, 'schemas/forms/registration/ui-schema.json'), 'utf8')) as Record<string, Record<string, unknown>>;
    uiSchema.phone!['ui:widget'] = 'hologram';
    await writeFile(path.join(dir, 'ui-schema.json'), JSON.stringify(uiSchema));
    await writeFile(path.join(dir, 'schema.json'), await readFile(path.join(repoRoot, 'schemas/forms/registration/schema.json'), 'utf8'));

    const refused = await cli('publish', [path.join(dir, 'ui-schema.json'), '--server', server.url, '--note', 'new widget']);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/^Refused \(HTTP 422\): /);
    const build = appBuildManifest(repoRoot).build;
    expect(refused.out).toContain(`  schemas/forms/registration/ui-schema.json#/phone/ui:widget: no widget 'hologram' in the registry`);
    expect(refused.out).toContain(`(build ${build}, in use, cannot draw it)`);
    expect(await servedVersion('forms/registration')).toBe(0);

    const wrongToken = await cli('rollback', ['screens/about-us', '--server', server.url], { STAFF_TOKEN: 'not-the-token' });
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.out).toMatch(/^Refused \(HTTP 401\): /);
    const noToken = await cli('rollback', ['screens/about-us', '--server', server.url], {});
    expect(noToken).toEqual({ code: 2, out: "STAFF_TOKEN is not set: export the server's staff token (demo mode: demo-staff).\n" });
    expect(await servedVersion('screens/about-us')).toBe(1);
  }, 60_000);

  it('the demo list shows the staff credential beside the demo sessions', () => {
    const text = formatDemoList(buildDemoList(), server.url, { devEndpoint: true });
    expect(text).toContain(`?${new URLSearchParams(maria.session).toString()}`);
    expect(text).toContain(`${server.url}/staff/publishing`);
    expect(text).toContain('Authorization: Bearer demo-staff');
  });
});
