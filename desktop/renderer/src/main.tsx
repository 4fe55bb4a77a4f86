import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createKeychainTokenStore } from '@/features/desktop/index.ts';
import { desktopApi } from '@/lib/platform.ts';
import { setTokenStore } from '@/lib/token-storage.ts';
import { App } from './app.tsx';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// In the desktop app the session comes from the OS keychain before anything asks for it.
const desktop = desktopApi();
if (desktop) setTokenStore(await createKeychainTokenStore(desktop.offline));

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
