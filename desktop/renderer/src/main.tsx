import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startDesktopSession } from '@/features/desktop/index.ts';
import { setLearnerWorkStore } from '@/lib/learner-work-store.ts';
import { browserStorage } from '@/lib/local-learner-work.ts';
import { desktopApi } from '@/lib/platform.ts';
import { setTokenStore } from '@/lib/token-storage.ts';
import { App } from './app.tsx';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// In the desktop app the session comes from the OS keychain, and drafts, custom cases and the
// compiler's files from the store of the signed-in account on the current server, before
// anything asks for them.
const desktop = desktopApi();
if (desktop) {
  const { tokens, learnerWork } = await startDesktopSession(desktop.offline, browserStorage());
  setTokenStore(tokens);
  setLearnerWorkStore(learnerWork);
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
