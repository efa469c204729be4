import ImageViewer from 'antd-mobile/es/components/image-viewer';

export default function ImageGalleryViewer({ images, index, onClose }: { images: readonly string[]; index: number; onClose: () => void }) {
  return <ImageViewer.Multi images={[...images]} defaultIndex={index} visible onClose={onClose} />;
}
