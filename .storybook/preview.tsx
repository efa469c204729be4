import type { Decorator, Preview } from '@storybook/react-vite';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import '../src/platform/antd-imperative-render.ts';
import '../src/ui/theme.css';
import { installFeedback } from '../src/platform/feedback.ts';
import { toastFeedback } from '../src/ui/toast-feedback.ts';

// A story is a root: toasts a screen shows go through antd-mobile, as in the app.
installFeedback(toastFeedback);

// Stories show what a borrower sees: antd-mobile in English (its default locale is Chinese, STACK.md) in a
// 360 px wide phone, the width of the low-end Android phones the app is built for.

export const phoneViewport = { name: 'Phone 360×800', styles: { width: '360px', height: '800px' }, type: 'mobile' } as const;

/**
 * The frame every story renders in, here and in tests/stories/stories.test.tsx. A story that draws a page at its own
 * width (the marketing site at a desktop's) says `parameters: { ownFrame: true }` and gets no phone frame.
 */
export const PhoneFrame: Decorator = (Story, context) =>
  context.parameters.ownFrame === true ? (
    <Story />
  ) : (
    <ConfigProvider locale={enUS}>
      <div style={{ width: 360, minHeight: 800, margin: '0 auto', background: 'var(--adm-color-box)' }}>
        <Story />
      </div>
    </ConfigProvider>
  );

const preview: Preview = {
  decorators: [PhoneFrame],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone360: phoneViewport } },
  },
  initialGlobals: { viewport: { value: 'phone360', isRotated: false } },
};

export default preview;
