/**
 * The local test checkout page: plays Stripe Checkout's part on
 * the emulators. It shows the order and its total with Pay and Cancel; Pay
 * posts a signed `checkout.session.completed` to the payment webhook and
 * then returns to the success URL; Cancel, as on Stripe, only leads to the
 * cancel URL, whose handler (cancel-checkout.ts) closes the session through
 * the provider and frees the days. A session visited after its expiry is
 * expired the same way Stripe would. Anywhere the local provider is not the one in use
 * (production), every path answers 404.
 */
import { escapeHtml, formatEUR, type MessageDescriptor, type MessageValues } from '@costa/domain';
import { translatorFor } from '../i18n';
import { testCheckoutWebhookFailed } from '../logs';
import {
  localEventPayload,
  PAYMENT_WEBHOOK_PATH,
  signLocalEvent,
  TEST_CHECKOUT_PATH,
  type LocalSession,
  type LocalSessionStore,
} from '../services/payments/local';
import type { HandledEventType } from '../services/payments/provider';
import { requestOrigin, type HttpRequest, type HttpResponse } from './http';

const M = {
  title: /*i18n*/ { id: 'testCheckout.title', message: 'Test checkout' },
  notice: /*i18n*/ {
    id: 'testCheckout.notice',
    message: 'No real payment is taken: this page stands in for Stripe on the local emulators.',
  },
  email: /*i18n*/ { id: 'testCheckout.email', message: 'E-mail' },
  total: /*i18n*/ { id: 'testCheckout.total', message: 'Total' },
  pay: /*i18n*/ { id: 'testCheckout.pay', message: 'Pay {amount}' },
  cancel: /*i18n*/ { id: 'testCheckout.cancel', message: 'Cancel and return' },
  paid: /*i18n*/ { id: 'testCheckout.paid', message: 'This payment is complete.' },
  expired: /*i18n*/ { id: 'testCheckout.expired', message: 'This payment session has expired or was cancelled.' },
  continue: /*i18n*/ { id: 'testCheckout.continue', message: 'Continue' },
  termsRequired: /*i18n*/ {
    id: 'testCheckout.terms-required',
    message: 'Please accept the rental terms and the privacy policy to pay.',
  },
  failed: /*i18n*/ {
    id: 'testCheckout.failed',
    message: 'The payment webhook did not accept the event (HTTP {status}). Nothing was charged; please try again.',
  },
} satisfies Record<string, MessageDescriptor>;

export interface TestCheckoutDeps {
  sessions: LocalSessionStore;
  /** Whether the local provider is the one in use. */
  isLocal: () => Promise<boolean>;
  fetch?: typeof fetch;
  now?: () => number;
}

const ROUTE = new RegExp(`^${TEST_CHECKOUT_PATH}/(cs_[A-Za-z0-9_]{8,250})(?:/(pay|cancel))?/?$`);

function successUrl(session: LocalSession): string {
  return session.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));
}

function page(res: HttpResponse, status: number, lang: string, title: string, body: string): void {
  res
    .status(status)
    .set('Content-Type', 'text/html; charset=utf-8')
    .set('Cache-Control', 'no-store')
    .set('X-Robots-Tag', 'noindex')
    .send(`<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0b0b0d; color: #f3efe6; }
  main { box-sizing: border-box; width: min(440px, calc(100vw - 32px)); background: #17171b; border: 1px solid #3a3424; border-radius: 16px; padding: 28px; }
  h1 { margin: 0 0 4px; font-size: 1.4rem; color: #d4af37; }
  .notice { margin: 0 0 20px; font-size: .9rem; color: #bdb6a6; }
  .product { margin: 0 0 4px; font-weight: 600; }
  .details { margin: 0 0 20px; color: #bdb6a6; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; align-items: baseline; }
  dt { color: #bdb6a6; } dd { margin: 0; text-align: end; overflow-wrap: anywhere; min-width: 0; }
  dd.total { white-space: nowrap; }
  .total { font-size: 1.3rem; font-weight: 700; }
  form { display: grid; gap: 12px; }
  button, a.button { font: inherit; font-weight: 600; padding: 14px; border-radius: 10px; border: 1px solid #d4af37; cursor: pointer; text-align: center; text-decoration: none; }
  .pay { background: #d4af37; color: #0b0b0d; } .cancel { background: transparent; color: #f3efe6; }
  a.button { display: block; background: #d4af37; color: #0b0b0d; }
  button:focus-visible, a:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
  [role=alert] { color: #ffb4a6; margin: 0; }
  .terms { display: flex; gap: 10px; align-items: flex-start; line-height: 1.45; }
  .terms input { width: 20px; height: 20px; margin: 1px 0 0; accent-color: #d4af37; flex: none; }
  .terms a { color: #d4af37; }
</style>
</head>
<body><main>${body}</main></body>
</html>`);
}

/** A field of the posted form (`application/x-www-form-urlencoded`, parsed by the functions runtime). */
function formField(req: HttpRequest, name: string): string | null {
  const body = (req as HttpRequest & { body?: unknown }).body;
  if (body && typeof body === 'object') {
    const value = (body as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : null;
  }
  return typeof body === 'string' ? new URLSearchParams(body).get(name) : null;
}

/** The escaped text with its Markdown links `[label](https://…)` as links, opening apart. */
function markdownLinks(text: string): string {
  return escapeHtml(text).replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '<a href="$2" target="_blank" rel="noopener">$1</a>');
}

function redirect(res: HttpResponse, location: string): void {
  res.status(303).set('Location', location).set('Cache-Control', 'no-store').send('');
}

export function createTestCheckoutHandler({ sessions, isLocal, fetch: post = fetch, now = Date.now }: TestCheckoutDeps) {
  /** Sends the event Stripe would send; the webhook's HTTP status, or 0 if it could not be reached. */
  async function notify(req: HttpRequest, session: LocalSession, type: HandledEventType, termsAccepted = false): Promise<number> {
    const at = now();
    const payload = localEventPayload(session, type, at, termsAccepted);
    const origin = requestOrigin('', req.headers) || 'http://127.0.0.1:5000';
    try {
      const response = await post(`${origin}${PAYMENT_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signLocalEvent(payload, at) },
        body: payload,
      });
      return response.status;
    } catch (error) {
      testCheckoutWebhookFailed(session.id, error);
      return 0;
    }
  }

  return async (req: HttpRequest, res: HttpResponse): Promise<void> => {
    const match = ROUTE.exec(req.path);
    if (!match || !(await isLocal())) {
      res.status(404).set('Cache-Control', 'no-store').send('Not Found');
      return;
    }
    const [, id, action] = match as unknown as [string, string, 'pay' | 'cancel' | undefined];
    let session = await sessions.get(id);
    if (!session) {
      res.status(404).set('Cache-Control', 'no-store').send('Not Found');
      return;
    }
    const t = (descriptor: MessageDescriptor, values?: MessageValues) => translatorFor(session!.lang)(descriptor, values);

    if (session.status === 'open' && session.expiresAt <= now() && (await sessions.close(id, 'expired'))) {
      await notify(req, session, 'checkout.session.expired');
      session = { ...session, status: 'expired' };
    }

    if (req.method === 'POST' && action === 'cancel') {
      // Like Stripe: cancel only leads back to the cancel URL, whose handler closes the session and frees the days.
      redirect(res, session.status === 'open' ? session.cancelUrl : `${TEST_CHECKOUT_PATH}/${id}`);
      return;
    }
    // Like Stripe with a terms box: no payment until it is ticked.
    const termsAccepted = formField(req, 'terms') === 'accepted';
    const termsMissing = req.method === 'POST' && action === 'pay' && Boolean(session.termsConsent) && !termsAccepted;
    if (req.method === 'POST' && action && !termsMissing) {
      const to = action === 'pay' ? 'complete' : 'expired';
      if (!(await sessions.close(id, to))) {
        redirect(res, `${TEST_CHECKOUT_PATH}/${id}`);
        return;
      }
      const status = await notify(req, session, action === 'pay' ? 'checkout.session.completed' : 'checkout.session.expired', termsAccepted);
      if (status < 200 || status >= 300) {
        // Like a card declined: the session is open again so the customer can retry.
        await sessions.reopen(id);
        page(res, 502, session.lang, t(M.title), `<h1>${escapeHtml(t(M.title))}</h1><p role="alert">${escapeHtml(t(M.failed, { status }))}</p>`);
        return;
      }
      redirect(res, action === 'pay' ? successUrl(session) : session.cancelUrl);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && !termsMissing) {
      res.status(405).set('Allow', 'GET, HEAD, POST').send('Method Not Allowed');
      return;
    }

    const amount = formatEUR(session.amountCents / 100, session.lang, 2);
    const summary = `<h1>${escapeHtml(t(M.title))}</h1>
<p class="notice">${escapeHtml(t(M.notice))}</p>
<p class="product">${escapeHtml(session.productName)}</p>
<p class="details">${escapeHtml(session.description)}</p>
<dl>
  <dt>${escapeHtml(t(M.email))}</dt><dd>${escapeHtml(session.customerEmail)}</dd>
  <dt class="total">${escapeHtml(t(M.total))}</dt><dd class="total">${escapeHtml(amount)}</dd>
</dl>`;
    const base = `${TEST_CHECKOUT_PATH}/${escapeHtml(id)}`;
    let actions: string;
    if (session.status === 'open') {
      const terms = session.termsConsent
        ? `<label class="terms"><input type="checkbox" name="terms" value="accepted" required${termsMissing ? ' aria-invalid="true" aria-describedby="terms-error"' : ''}> <span>${markdownLinks(session.termsConsent.message)}</span></label>` +
          (termsMissing ? `<p id="terms-error" role="alert">${escapeHtml(t(M.termsRequired))}</p>` : '')
        : '';
      actions = `<form method="post" action="${base}/pay">${terms}<button class="pay" type="submit">${escapeHtml(t(M.pay, { amount }))}</button></form>
<form method="post" action="${base}/cancel" style="margin-top:12px"><button class="cancel" type="submit">${escapeHtml(t(M.cancel))}</button></form>`;
    } else if (session.status === 'complete') {
      actions = `<p role="status">${escapeHtml(t(M.paid))}</p><a class="button" href="${escapeHtml(successUrl(session))}">${escapeHtml(t(M.continue))}</a>`;
    } else {
      actions = `<p role="status">${escapeHtml(t(M.expired))}</p><a class="button" href="${escapeHtml(session.cancelUrl)}">${escapeHtml(t(M.continue))}</a>`;
    }
    page(res, termsMissing ? 400 : 200, session.lang, t(M.title), summary + actions);
  };
}
