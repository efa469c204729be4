// The error state's picture, in its own chunk: antd-mobile's pictures weigh about 5 KB gzip and are shown only
// after something failed, so they stay out of every screen's first load (docs/decisions/005-bundle-strategy.md).
import { defaultImage, disconnectedImage } from 'antd-mobile/es/components/error-block/images';

export default function ErrorImage({ offline }: { offline: boolean }) {
  return offline ? disconnectedImage : defaultImage;
}
