// First import on purpose: starts the catalog download before the rest of the app evaluates.
import { languageReady } from './lib/boot-language';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

await languageReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
