import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadParams, type PageLoad } from '../../src/app/page-loader.ts';
import { callRequest } from '../../src/api/request.ts';
import { apiCalls } from '../fuzz/api-schemas.ts';
import { routeScreens } from '../fuzz/screen-calls.ts';
import { loadScreen, noAnswer, RouteHarness } from '../../src/screens/screen-harness.tsx';

// Issue 24: a route's "loads" in schemas/routes.json are sent before the app loads (docs/decisions/006), and the api
// client takes their answers up only when the screen makes the very same request (src/api/request.ts takeEarly). So
// each route's loads must equal, path and params, the requests its screen makes on opening. Every served route of
// routes.json is drawn from its demo query with no answer ever arriving, and the requests it made are compared with
// the loads as src/app/page-loader.ts builds them; a new route is covered with no list to edit.

const callByName = new Map(apiCalls.map((call) => [call.name, call]));
const request = (method: string, url: string, body: unknown) => `${method} ${url}${body === undefined ? '' : ` ${String(body)}`}`;

describe.each(routeScreens)('$route ($path)', (route) => {
  let harness: RouteHarness | undefined;
  afterAll(() => harness?.unmount());

  it('opens with exactly the requests its "loads" send early', async () => {
    harness = new RouteHarness(route, await loadScreen(route));
    await harness.open(noAnswer, 1500);
    vi.unstubAllGlobals();
    const sent = harness.api.requests.filter((one) => one.byClient).map((one) => request(one.method, one.url, one.bodyText));

    const query = new URLSearchParams(window.location.search);
    const expected = route.opens.flatMap((load) => {
      const call = callByName.get(load.call);
      if (!call) throw new Error(`${route.route}: loads names ${load.call}, which schemas/api lacks`);
      const pageLoad: PageLoad = { method: call.method as PageLoad['method'], path: call.path, params: load.params as PageLoad['params'] };
      const params = loadParams(pageLoad, query);
      if (!params) return [];
      const built = callRequest(pageLoad.method, call.path, params, harness!.session);
      return [request(built.method, built.url, built.body)];
    });
    expect([...new Set(sent)].sort()).toEqual(expected.sort());
  });
});
