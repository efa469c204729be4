import type { Decorator } from '@storybook/react-vite';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';

// Screens are designed for a 360×800 phone: the viewport tool opens at that size, and the frame
// holds the same size wherever a story is drawn (also in tests, which have no viewport tool).
export const phoneViewport = {
  parameters: {
    viewport: { options: { phone360: { name: 'Phone 360×800', styles: { width: '360px', height: '800px' }, type: 'mobile' as const } } },
    layout: 'fullscreen',
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const phoneFrame: Decorator = (Story) => (
  <ConfigProvider locale={enUS}>
    <div style={{ width: 360, height: 800, overflow: 'auto', background: 'var(--adm-color-background)' }}>
      <Story />
    </div>
  </ConfigProvider>
);
