import './antd-react19.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBridge } from '../bridge/bridge.ts';
import { App } from './app.tsx';
import { currentSession } from './session.ts';

const root = document.getElementById('root');
if (!root) throw new Error('app.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App session={currentSession()} bridge={createBridge()} />
  </StrictMode>,
);
