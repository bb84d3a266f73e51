/**
 * The browser's start. A page the server rendered (the public pages) is
 * hydrated with the data embedded in it: its route's code and its language's
 * catalog arrive as preloaded modules, nothing else is fetched first. It
 * hydrates as a transition, in slices. The Firebase SDKs are let in once
 * every part has hydrated: when the browser is idle for a visitor signed in
 * here, at the first sign of the visitor (touch, key, scroll, mouse) for
 * anyone else; the live subscriptions then take over from the embedded data.
 * Pages the server leaves to the browser (sign in, account, order, admin)
 * render here, and may use Firebase at once.
 */
// First import on purpose: starts the catalog download before the rest of the app evaluates.
import { languageReady } from './lib/boot-language';
import { todayIn } from '@costa/domain';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { formatsWhileHydrating, placeholderRoute, resolveRoute } from './app/router';
import { env } from './config/env';
import { startChatWidget } from './lib/chat-widget';
import { installConsentControls, whenOptionalAllowed } from './lib/consent';
import { allowFirebase, allowFirebaseSoon, mayHaveSession } from './lib/firebase';
import { i18n } from './lib/i18n';
import { setHydrating, whenHydrated } from './lib/hydration';
import { replayEarlyTaps } from './lib/early-taps';
import { routeStaticLinks } from './lib/static-links';
import { whenVisitorActs, yieldToBrowser } from './lib/idle';
import { createPageDataStore, readEmbeddedPageData } from './lib/page-data';
import { createBrowserHistory, createRouter, RouterProvider } from './lib/router';
import { createEmotionCache } from './theme/emotion-cache';

/** Resolves once the browser has had the chance to paint what the server sent. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Not top-level `await`: the route modules import shared code from this
 * module's chunk, and a chunk still awaiting at its top level cannot be
 * imported, so loading the matched routes from here would never settle.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  // The server leaves the root empty on pages the browser renders (and the dev server sends the bare template).
  const serverRendered = container.firstElementChild !== null;
  // The entry's evaluation ends here: asking for the page's code (a preload link for each of its
  // modules, dozens on a car page) is a task of its own, so neither is a long one on a phone.
  await yieldToBrowser();
  const router = createRouter({ history: createBrowserHistory(), resolve: resolveRoute, placeholder: placeholderRoute });
  // Hydration must render what the server rendered: the page's code (already preloaded) first.
  await Promise.all([languageReady, serverRendered ? router.ready : null]);
  routeStaticLinks((to) => router.navigate(to));
  const app = (
    <StrictMode>
      <App i18n={i18n} store={createPageDataStore(readEmbeddedPageData())} emotionCache={createEmotionCache()}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );

  if (serverRendered) {
    await afterNextPaint();
    // A page's first Intl formatter, whichever it is, sets up the browser's locale data: about 15 ms
    // here, four times that on a phone. On a page that formats while it hydrates, made in a task of
    // its own, not inside a slice of hydration (the shop's date, which prices and calendars read,
    // then comes from its cache); the home page, and the fleet on a phone, format nothing until they
    // are the app's.
    if (formatsWhileHydrating(window.location)) {
      todayIn();
      await yieldToBrowser();
    }
    // A transition: React hydrates in slices and yields to the browser between them, and each
    // part waiting for its code hydrates on its own when the code arrives.
    // Until <html data-app-ready> (app.tsx): every part hydrated.
    setHydrating(true);
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError(error, info) {
          console.error('Hydration failed and the page was rendered again in the browser', error, info.componentStack);
        },
      });
    });
    // Firebase (live data, sign-in, the callables) never competes with the page becoming
    // interactive. A visitor signed in on this browser gets it once every part is interactive and
    // the browser is idle: their account and favourites. Anyone else gets it at their first touch,
    // key, scroll or mouse move: until then the page shows the server's data (minutes old at
    // most), and one who leaves without a touch never loads the SDKs or opens their channel,
    // which would otherwise stay open for the page's life. What the page could not embed asks
    // for it itself (allowFirebaseSoon), and a heart tapped early lets it in at once.
    if (mayHaveSession()) allowFirebaseSoon();
    whenVisitorActs(allowFirebaseSoon);
  } else {
    createRoot(container).render(app);
    allowFirebase();
  }
  // The taps that came before the app listened, now that every part can answer them.
  whenHydrated(replayEarlyTaps);
  // The chat widget is optional: only once the visitor has allowed it (lib/consent.ts).
  installConsentControls();
  whenHydrated(() => whenOptionalAllowed(() => startChatWidget(env.chatWidgetUrl)));
}

void start();
