import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InsightsPage } from './insights-page.tsx';

// The staff insights page's entry (insights.html, served at /staff/insights; issue 26 part 7). Built apart from the
// borrower app (scripts/staff-tool-build.ts), so Chart.js and this page share no chunk with a borrower's page.
const root = document.getElementById('root');
if (!root) throw new Error('insights.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <InsightsPage />
  </StrictMode>,
);
