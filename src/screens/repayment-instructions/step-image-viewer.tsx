import ImageViewer from 'antd-mobile/es/components/image-viewer';

/** One step's picture, full screen; closes on tap or with the viewer's own close. */
export default function StepImageViewer({ image, onClose }: { image: string; onClose: () => void }) {
  return <ImageViewer image={image} visible onClose={onClose} />;
}
