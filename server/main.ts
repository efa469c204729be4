import { loadConfig } from './config.ts';
import { buildDemoList, formatDemoList } from './http/demo-links.ts';
import { startServer } from './start.ts';

// `npm start` runs this with --demo: the reference server with seeded demo borrowers. With NODE_ENV=production,
// --demo is refused (startServer throws, and this exits 1 with the message); production runs it without --demo.
const demo = process.argv.includes('--demo');

try {
  const config = loadConfig();
  const server = await startServer({
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    production: config.production,
    distDir: config.distDir,
    demo,
    logger: true,
  });
  // Demo mode never runs in production (startServer refused it above), so the /dev/* endpoints are there.
  if (demo) console.log(formatDemoList(buildDemoList(), server.url, { devEndpoint: true }));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Closing PGlite cleanly flushes the file database.
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
