/**
 * Which payment service takes the money: Stripe when the STRIPE_SECRET_KEY
 * and STRIPE_WEBHOOK_SECRET secrets have values; on the emulators without
 * them, the local test checkout; in production without them, none (the
 * checkout refuses clearly and the webhook answers 503). Chosen once per
 * instance, when the secrets can be read.
 */
import { defineSecret } from 'firebase-functions/params';
import { bindSecrets, EMULATED, secretValue } from '../../config';
import { paymentsNotConfigured, paymentsProviderChosen } from '../../logs';
import { firestore } from '../firestore';
import { localPaymentsProvider } from './local';
import { firestoreLocalSessions } from './local-sessions';
import type { PaymentsProvider } from './provider';

export * from './provider';

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

/** The secrets the checkout and the webhook bind (none on the emulator: see bindSecrets). */
export const PAYMENT_SECRETS = bindSecrets(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET);

export type PaymentsProviderKind = 'stripe' | 'local' | 'unconfigured';

export function paymentsProviderKind(secretKey: string, webhookSecret: string, isEmulator: boolean): PaymentsProviderKind {
  if (secretKey && webhookSecret) return 'stripe';
  return isEmulator ? 'local' : 'unconfigured';
}

let chosen: Promise<PaymentsProvider | null> | null = null;

async function choose(): Promise<PaymentsProvider | null> {
  const secretKey = secretValue(STRIPE_SECRET_KEY);
  const webhookSecret = secretValue(STRIPE_WEBHOOK_SECRET);
  const kind = paymentsProviderKind(secretKey, webhookSecret, EMULATED);
  if (kind === 'stripe') {
    // Loaded here so functions that never take payments skip the Stripe client at cold start.
    const { stripeProvider } = await import('./stripe');
    paymentsProviderChosen('Stripe', 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set');
    return stripeProvider(secretKey, webhookSecret);
  }
  if (kind === 'local') {
    paymentsProviderChosen('local test checkout', 'emulator without Stripe keys');
    return localPaymentsProvider(firestoreLocalSessions(firestore));
  }
  paymentsNotConfigured();
  return null;
}

/** The configured provider, or null when payments are not configured. */
export function paymentsProvider(): Promise<PaymentsProvider | null> {
  chosen ??= choose().catch((error: unknown) => {
    chosen = null;
    throw error;
  });
  return chosen;
}
