// The build's server-side entry (scripts/prerender.ts): each route's first paint as HTML, drawn before any JS runs.
// It runs in Node at build time, so it draws what every borrower with a valid link sees first: the screen before its
// data arrives. The session's values are the borrower's own and unknown here; the ids a screen needs are present.
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import { AppProviders, AppRoutes } from './app.tsx';
import type { Bridge } from '../bridge/bridge.ts';
import { readSession } from '../platform/session.ts';

// Nothing calls the bridge while drawing; a call would mean a screen acts during render.
const noBridge: Bridge = new Proxy({} as Bridge, {
  get: (_target, operation) => () => {
    throw new Error(`The prerender called the bridge (${String(operation)})`);
  },
});

const aValidLink = readSession('?productId=0&orderId=0');

/** The markup of the screen at `path` (a path inside the app, as in schemas/routes.json), lazy chunks resolved. */
export function renderScreen(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const html = new PassThrough();
    // onAllReady, not onShellReady: the lazy chunks resolve before the first byte, so the HTML holds the whole screen.
    const { pipe } = renderToPipeableStream(
      <AppProviders session={aValidLink} bridge={noBridge}>
        <AppRoutes path={path} />
      </AppProviders>,
      {
        onAllReady: () => {
          pipe(html);
          text(html).then(resolve, reject);
        },
        onShellError: reject,
        onError: reject,
      },
    );
  });
}
