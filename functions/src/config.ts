/**
 * Deploy-time configuration of the functions (Firebase params). Set values in
 * `functions/.env.<projectId>`; the emulator project's file is committed.
 */
import { defineString } from 'firebase-functions/params';

/**
 * Origin of canonical, alternate and social links, e.g. https://costaprestige.com.
 * Empty: the host the visitor asked for (the emulator's http://127.0.0.1:5000).
 */
export const SITE_ORIGIN = defineString('SITE_ORIGIN', {
  default: '',
  description: 'Site origin for canonical links, e.g. https://costaprestige.com (empty: the request host)',
});
