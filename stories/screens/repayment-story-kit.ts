import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { appBasePath, routes } from '../../core/routes.ts';
import { generateVcodeCall } from '../../generated/calls/loan-details/generate-vcode.ts';
import { loanPlayDetailCall } from '../../generated/calls/repayment/loan-play-detail.ts';
import { rolloverInfoCall } from '../../generated/calls/repayment/rollover-info.ts';
import { descriptor as periodDescriptor } from '../../generated/screens/repayment-of-period.ts';
import { descriptor as delayDescriptor } from '../../generated/screens/repayment-of-delay.ts';
import type { KnownNode, ScreenDescriptor } from '../../renderers/core/descriptor.ts';
import corpus from '../../schemas/fixtures/repayment.json';
import type { ExtensionInfo, RepaymentInfo } from '../../src/api/repayment.ts';
import { networkError, noAnswer, success, type Answer, type FakeApi } from '../../src/screens/fake-server.ts';
import type { ServedRouteProps } from './served-route.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

// What the two repayment screens' stories share: the route's real screen served an order of the repayment corpus
// (schemas/fixtures/repayment.json), as the screen tests serve it (src/screens/repayment/repayment-screens.test.tsx);
// the words the screen's descriptor draws (schemas/screens/repayment-of-*.json), so that no story spells them; and
// the states both load alike (waiting under the screen's title, failing with 'Try again').

export type RepaymentKind = 'period' | 'delay';

const screens = {
  period: { route: 'repayUrl', call: loanPlayDetailCall, descriptor: periodDescriptor as ScreenDescriptor },
  delay: { route: 'repayDelayUrl', call: rolloverInfoCall, descriptor: delayDescriptor as ScreenDescriptor },
} as const;

type Order = (typeof corpus.orders)[number];
export function repaymentOrder(key: string): Order {
  const found = corpus.orders.find((o) => o.key === key);
  if (!found) throw new Error(`No order '${key}' in schemas/fixtures/repayment.json`);
  return found;
}

/** The order's repayment info (loan-play-detail), as the fixtures answer it. */
export const periodInfo = (key: string): RepaymentInfo => repaymentOrder(key).loanPlayDetail as RepaymentInfo;

/** The order's extension info (rollover-info), as the fixtures answer it; only rollover orders have one. */
export function delayInfo(key: string): ExtensionInfo {
  const info = repaymentOrder(key).rolloverInfo;
  if (!info) throw new Error(`No rollover order '${key}' in schemas/fixtures/repayment.json`);
  return info as ExtensionInfo;
}

/** Where 'Payment' leads once generate-vcode answers: the simulated provider's page, on the app's own origin. */
export const payUrl = '/dev/simulated-pay?attempt=42';

export interface RepaymentServe {
  /** The screen's load (loan-play-detail or rollover-info): the order's fixture info by default. */
  load?: Answer;
  /** generate-vcode: success with payUrl by default. */
  pay?: Answer;
  /** More of the page's query: '&system=1'. */
  query?: string;
  /** Run on the fake server after the standing answers: answerOnce, for a first answer that differs. */
  then?: (api: FakeApi) => void;
}

/** The args that serve the screen of `kind` the fixtures' order `key`. */
export function servedRepayment(kind: RepaymentKind, key: string, { load, pay, query = '', then }: RepaymentServe = {}): Pick<ServedRouteProps, 'route' | 'query' | 'serve'> {
  const { route, call } = screens[kind];
  const { productId, orderId } = repaymentOrder(key);
  const info = kind === 'period' ? periodInfo(key) : delayInfo(key);
  return {
    route,
    query: `productId=${productId}&orderId=${orderId}${query}`,
    serve: (api) => {
      api.answer(call, load ?? success(info)).answer(generateVcodeCall, pay ?? success({ payUrl }));
      then?.(api);
    },
  };
}

type NodeOf<K extends KnownNode['node']> = Extract<KnownNode, { node: K }>;

/** The descriptor's node of this kind (the first that `where` admits): what the screen draws its words from. */
function nodeOf<K extends KnownNode['node']>(descriptor: ScreenDescriptor, kind: K, where: (node: NodeOf<K>) => boolean = () => true): NodeOf<K> {
  const found = descriptor.nodes.find((node): node is NodeOf<K> => node.node === kind && where(node as NodeOf<K>));
  if (!found) throw new Error(`schemas/screens/${descriptor.id}.json has no ${kind} node`);
  return found;
}

const textOf = (text: unknown, what: string): string => {
  if (typeof text !== 'string') throw new Error(`${what} is bound to the data, not written in the descriptor`);
  return text;
};

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words the screen of `kind` draws from its descriptor: its title, buttons, hints and dialogs' names. */
export function repaymentTexts(kind: RepaymentKind) {
  const { descriptor } = screens[kind];
  const picker = nodeOf(descriptor, 'channelPicker');
  const barcode = nodeOf(descriptor, 'barcode');
  const copyLabel = nodeOf(descriptor, 'codeTile').copyLabel;
  const rows = kind === 'period' ? nodeOf(descriptor, 'collapsibleRows') : undefined;
  return {
    title: textOf(nodeOf(descriptor, 'heading', (node) => node.level === 1).text, 'The title'),
    /** The first detail row's title: 'Repayment date', 'Your next payment date is'. */
    dateLabel: textOf(nodeOf(descriptor, 'detailRows').rows?.[0]?.title, 'The date row'),
    tip: textOf(nodeOf(descriptor, 'image', (node) => node.route === 'DRInstructions').alt, 'The tip image'),
    copy: (code: string) => `${copyLabel} ${code}`,
    /** The copy button of any code. */
    copyAny: new RegExp(`^${escapeRegExp(copyLabel)} `),
    /** The default-code tile, which names its title and then its code. */
    tile: (code: { title: string; payCode: string }) => new RegExp(`${escapeRegExp(code.title)}.*${escapeRegExp(code.payCode)}`),
    scan: barcode.buttonLabel,
    scanTitle: barcode.title,
    close: barcode.closeLabel,
    channels: picker.buttonLabel,
    channelsTitle: picker.title ?? picker.buttonLabel,
    channelsHint: picker.hint,
    pay: picker.submitLabel,
    more: rows?.moreLabel ?? '',
    hide: rows?.hideLabel ?? '',
    plan: kind === 'delay' ? (nodeOf(descriptor, 'planList').header ?? '') : '',
  };
}

/** The app path of a route, as the screen links to it. */
export const routePath = (name: keyof typeof routes) => `${appBasePath}${routes[name].path}`;

/** The URL the borrower was sent to by the `call`th pageLocation.assign (or replace). */
export function sentTo(spy: unknown, call = 0): URL {
  const calls = (spy as { mock: { calls: unknown[][] } }).mock.calls;
  return new URL(String(calls[call]?.[0]), 'https://app.test');
}

type PlayContext = Pick<StoryContext, 'canvasElement' | 'userEvent' | 'args'>;

/** The screen's load never answers: the title drawn at once, the skeleton for the rest. */
export function loadingStory(kind: RepaymentKind, key: string) {
  return {
    args: servedRepayment(kind, key, { load: noAnswer }),
    play: async (context: PlayContext) => {
      await within(context.canvasElement).findByRole('heading', { level: 1, name: repaymentTexts(kind).title });
      await showsLoading(context);
    },
  };
}

/** The load fails once: the message, 'Try again' asks again, and the order shows. */
export function loadFailedStory(kind: RepaymentKind, key: string, failure: Answer = networkError, text?: string) {
  const { call } = screens[kind];
  return {
    args: servedRepayment(kind, key, { then: (api) => void api.answerOnce(call, failure) }),
    play: async (context: PlayContext) => {
      await retriesAfterFailure(context, text);
      const canvas = within(context.canvasElement);
      await canvas.findByRole('button', { name: repaymentTexts(kind).channels });
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    },
  };
}
