import { NoticeBar } from 'antd-mobile';

/** The refusal's notice bar: its own chunk, as it shows only for a refused order (its icons alone are 2 KB gzip). */
export default function RefusalNotice({ text }: { text: string }) {
  return <NoticeBar color="alert" wrap content={text} />;
}
