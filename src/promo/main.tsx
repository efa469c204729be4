import 'antd-mobile/es/global';
import '../ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PromoApp } from './promo-app.tsx';
import './promo.css';
import { installFeedback } from '../platform/feedback.ts';
import { toastFeedback } from '../ui/toast-feedback.ts';

// Toasts load antd-mobile's render shim themselves (src/ui/toast-feedback.ts); the funnel shows no other pop-up.
installFeedback(toastFeedback);

const root = document.getElementById('root');
if (!root) throw new Error('promo.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PromoApp />
  </StrictMode>,
);
