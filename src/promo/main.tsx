import 'antd-mobile/es/global';
import '../ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PromoApp } from './promo-app.tsx';
import './promo.css';

// Toasts load antd-mobile's React 19 shim themselves (src/platform/feedback.ts); the funnel shows no other pop-up.

const root = document.getElementById('root');
if (!root) throw new Error('promo.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PromoApp />
  </StrictMode>,
);
