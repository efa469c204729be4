import { NoticeBar } from 'antd-mobile';

/**
 * How ScreenRenderer shows a descriptor node the registry lacks. Loaded only when one turns up, which the schema
 * checks prevent in a build: NoticeBar and its icons would otherwise be 3 KB gzip in every descriptor screen's
 * first load (docs/decisions/005-bundle-strategy.md).
 */
export default function UnknownNodeNotice({ text }: { text: string }) {
  return <NoticeBar color="error" wrap content={text} />;
}
