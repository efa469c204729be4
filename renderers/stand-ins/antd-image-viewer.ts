// Stands in for antd-mobile's ImageViewer where its ImageUploader imports it (swapModules() in
// scripts/budgets/bundle-plugins.ts). The uploader shows the viewer only through its own preview tiles, which our
// widget never draws (renderers/widgets/image-uploader/image-uploader.tsx draws every tile itself and its own lazy
// viewer); imported as is, the viewer brought its gestures (@use-gesture) and its animated mask (react-spring), about
// 30 KB gzip, into the first load of every form page with an image field. Here the viewer downloads when shown.
import type { MultiImageViewerProps } from 'antd-mobile';

interface ShowHandler {
  close: () => void;
}

const loadViewer = () => import('antd-mobile/es/components/image-viewer');

/** antd's `ImageViewer.Multi.show`: shows once the viewer has downloaded, unless closed before. */
function showMulti(props: Omit<MultiImageViewerProps, 'visible'>): ShowHandler {
  let closed = false;
  let shown: ShowHandler | undefined;
  loadViewer().then(
    ({ default: ImageViewer }) => {
      if (!closed) shown = ImageViewer.Multi.show(props);
    },
    // Not downloaded: nothing is shown, and the uploader forgets the handler as if the viewer had closed.
    () => props.onClose?.(),
  );
  return {
    close: () => {
      closed = true;
      shown?.close();
    },
  };
}

const ImageViewer = { Multi: { show: showMulti } };
export default ImageViewer;
