import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// Spec §2.1: the app removes any offline worker a previous version registered.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
