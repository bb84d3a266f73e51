// First import on purpose: starts the catalog download before the rest of the app evaluates.
import { languageReady } from './lib/boot-language';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { env } from './config/env';
import { startChatWidget } from './lib/chat-widget';

await languageReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

startChatWidget(env.chatWidgetUrl);
