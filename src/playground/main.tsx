import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlaygroundPage } from './playground-page.tsx';

// The schema playground's entry (playground.html, served at /dev/playground only outside production). Its own entry,
// so CodeMirror and every registry widget and node stay out of the borrower pages' bundles.
const root = document.getElementById('root');
if (!root) throw new Error('playground.html has no #root element');

// A preview that cannot be drawn says why in its own frame (PreviewBoundary); React 18 still logs the error it caught
// there to the console, which is where a product person's bad edit should be told about anyway.
createRoot(root).render(
  <StrictMode>
    <ConfigProvider locale={enUS}>
      <PlaygroundPage />
    </ConfigProvider>
  </StrictMode>,
);
