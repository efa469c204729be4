import 'antd-mobile/es/global';
import '../ui/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBridge } from '../bridge/bridge.ts';
import { App } from './app.tsx';
import { withDrawnVersions } from './tracked-bridge.ts';
import { currentSession } from '../platform/session.ts';
import { installFeedback } from '../platform/feedback.ts';
import { toastFeedback } from '../ui/toast-feedback.ts';

installFeedback(toastFeedback);

const root = document.getElementById('root');
if (!root) throw new Error('app.html has no #root element');

const app = (
  <StrictMode>
    <App session={currentSession()} bridge={withDrawnVersions(createBridge())} />
  </StrictMode>
);
// A served route's page arrives with its first paint drawn (scripts/prerender.ts): take that markup over rather
// than draw it again. Any other path (not found) arrives empty.
// Hydrated in a transition: React then takes the drawn page over in short tasks, yielding to the browser between
// them, rather than in one task as long as the whole screen (issue 27: a low-end phone's blocking time).
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
