import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { FieldFrame } from '../field-frame.tsx';
import styles from './image-uploader-widget.module.css';

// The registry's image uploader (image-uploader.tsx), with antd-mobile's ImageUploader, which every form page would
// otherwise load first (docs/decisions/005-bundle-strategy.md). Its code is fetched when the field is first drawn;
// until then the field shows its label and an empty add tile of the same size. (The enlarged view's code comes later
// still, on the first tap of a picture.)

export type { ImageUploaderOptions } from './image-uploader.tsx';

const ImageUploaderField = /* @__PURE__ */ lazy(() => import('./image-uploader.tsx').then((module) => ({ default: module.ImageUploaderField })));

export function ImageUploaderWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError } = props;
  return (
    <Suspense
      fallback={
        <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
          <span className={styles.add} />
        </FieldFrame>
      }
    >
      <ImageUploaderField {...props} />
    </Suspense>
  );
}
