import 'antd-mobile/es/components/spin-loading/spin-loading.css';
import type { SpinLoadingProps } from 'antd-mobile';
import { memo, type CSSProperties } from 'react';

// Stands in for antd-mobile's SpinLoading where its ImageUploader's preview tiles import it (swapModules() in
// scripts/budgets/bundle-plugins.ts), which our widget never draws (renderers/widgets/image-uploader). antd's
// spinner pulses its arc with react-spring, 16.6 KB gzip in the first load of every form page with an image field;
// this one is the same markup and the same spin (antd's stylesheet rotates it), with the arc at a fixed length.

const colors: Record<string, string> = { default: 'var(--adm-color-weak)', primary: 'var(--adm-color-primary)', white: 'var(--adm-color-white)' };
const circumference = 15 * Math.PI * 2;
/** antd's arc moves between 30 and 80 (of the dash offset); this one stays between. */
const arcOffset = 55;

export const SpinLoading = memo(function SpinLoading({ color = 'default', className, style }: SpinLoadingProps) {
  const variables = { '--color': colors[color] ?? color, ...style } as CSSProperties;
  return (
    <div className={className ? `adm-spin-loading ${className}` : 'adm-spin-loading'} style={variables}>
      <svg className="adm-spin-loading-svg" viewBox="0 0 32 32">
        <circle className="adm-spin-loading-fill" fill="transparent" strokeWidth="2" strokeDasharray={circumference} strokeDashoffset={arcOffset} strokeLinecap="square" r={15} cx={16} cy={16} />
      </svg>
    </div>
  );
});

export default SpinLoading;
