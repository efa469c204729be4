import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { appBasePath, routes, type RouteName } from '../../core/routes.ts';
import { screenAt } from '../../src/app/screens.ts';
import { specOperations, type Bridge } from '../../src/bridge/bridge.ts';
import { pageLocation } from '../../src/platform/navigation.ts';
import { localStore, sessionStore } from '../../src/platform/web-storage.ts';
import { FakeApi, type SentRequest } from '../../src/screens/fake-server.ts';
import { crashText, ScreenTree, visit } from '../../src/screens/screen-page.tsx';

// A route's real screen as a story: the screen that schemas/routes.json names for the route (as the app resolves
// it, src/app/screens.ts), in the page the screen tests draw it in (src/screens/screen-page.tsx: the borrower of
// schemas/fixtures/demo.json, the route's URL with their session, the app's providers), and every request answered
// by the screen tests' fake server (src/screens/fake-server.ts), which the story feeds from schemas/fixtures. What
// the borrower sees is what the screen makes of those answers, through its own calls, loads and error states, in
// Storybook and in the stories' test (tests/stories/stories.test.tsx) alike.

export interface ServedRouteProps {
  /** The route of schemas/routes.json whose screen is drawn. */
  route: RouteName;
  /** The page's query after the borrower's session: 'productId=101&orderId=CP2611210021'. */
  query?: string;
  /** Answers the screen's calls (FakeApi.answer, answerOnce): the state the story shows is the server's. */
  serve: (api: FakeApi) => void;
  /** The native app's operations; spies, for a play to check. */
  bridge: Bridge;
  /** Where the screen sends the borrower (pageLocation.assign and replace); spies, as a story must not leave. */
  assign: (url: string) => void;
  replace: (url: string) => void;
  /** Told of every request the screen sends, as the fake server received it; a spy, for a play to check. */
  sent: (request: SentRequest) => void;
}

/** The spies a served story's args start with: each story's play reads what the screen did through them. */
export function servedSpies(): Pick<ServedRouteProps, 'bridge' | 'assign' | 'replace' | 'sent'> {
  const bridge = Object.fromEntries(specOperations.map((name) => [name, fn(() => 'android' as const).mockName(`bridge.${name}`)])) as unknown as Bridge;
  return { bridge, assign: fn().mockName('pageLocation.assign'), replace: fn().mockName('pageLocation.replace'), sent: fn().mockName('sent') };
}

/** The params of Storybook's preview URL (its preview-api UrlStore). */
const storybookParams = new Set(['id', 'viewMode', 'args', 'globals']);

/** Puts `storage` back as it is now, when the returned function is called: what the screen stored goes with the story. */
function keepAsFound(storage: Storage | undefined): () => void {
  if (!storage) return () => {};
  const found = new Map(Object.keys(storage).map((key) => [key, storage.getItem(key)!]));
  return () => {
    for (const key of Object.keys(storage)) if (!found.has(key)) storage.removeItem(key);
    for (const [key, value] of found) storage.setItem(key, value);
  };
}

/** The page a served story is drawn in, until `close` puts back the location, fetch, navigation and storage it changed. */
function openPage({ route, query, serve, assign, replace, sent }: ServedRouteProps) {
  const path = routes[route].path;
  const screen = screenAt(path);
  if (!screen) throw new Error(`Route '${route}' has no screen in schemas/routes.json`);
  const api = new FakeApi();
  serve(api);
  const before = { pathname: window.location.pathname, search: window.location.search, fetch: window.fetch, assign: pageLocation.assign, replace: pageLocation.replace };
  window.fetch = async (input, init) => {
    const unanswered = api.unanswered.length;
    const answered = api.fetch(input, init);
    sent(api.requests.at(-1)!);
    try {
      return await answered;
    } catch (failure) {
      // A story that leaves a call unanswered shows a failure nobody designed: a console error fails its test.
      if (api.unanswered.length > unanswered) console.error(`The story answers no ${api.unanswered.at(-1)!.method} ${api.unanswered.at(-1)!.path}`);
      throw failure;
    }
  };
  pageLocation.assign = assign;
  pageLocation.replace = replace;
  const storages = [keepAsFound(localStore()), keepAsFound(sessionStore())];
  const session = visit(`${appBasePath}${path}`, query);
  return {
    session,
    screen,
    close() {
      window.fetch = before.fetch;
      pageLocation.assign = before.assign;
      pageLocation.replace = before.replace;
      for (const putBack of storages) putBack();
      // Storybook may already have written the next story's id into the query, beside the session's params and on
      // the route's path it found there: keep its own params, on the path it was at.
      const now = new URLSearchParams(window.location.search);
      const storybookQuery = now.has('id') ? `?${new URLSearchParams([...now].filter(([name]) => storybookParams.has(name)))}` : before.search;
      window.history.replaceState(null, '', `${before.pathname}${storybookQuery}`);
    },
  };
}

/** The route's real screen, served: see the top of this file. */
export function ServedRoute(props: ServedRouteProps) {
  // Opened during the first render, before the screen's own first render reads the URL and asks for its calls.
  const [page] = useState(() => openPage(props));
  useEffect(() => page.close, [page]);
  return (
    <ScreenTree session={page.session} bridge={props.bridge} onCrash={(error) => console.error(`The screen crashed: ${crashText(error)}`)}>
      {page.screen}
    </ScreenTree>
  );
}
