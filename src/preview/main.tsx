import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PreviewPage } from './preview-page.tsx';

// The developer preview page's entry (test-preview.html, served at /testPreview only outside production).
const root = document.getElementById('root');
if (!root) throw new Error('test-preview.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PreviewPage />
  </StrictMode>,
);
