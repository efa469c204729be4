import '../app/antd-react19.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PromoApp } from './promo-app.tsx';
import './promo.css';

const root = document.getElementById('root');
if (!root) throw new Error('promo.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PromoApp />
  </StrictMode>,
);
