/**
 * The app pages' Content-Security-Policy, from the page template the function
 * serves: its inline scripts (the theme script, the app loader) hashed, the
 * Firebase endpoints the app talks to (the emulators locally), and the chat
 * widget's origin when the web build has one. Worked out once per template.
 */
import { createHash } from 'node:crypto';
import { APP_CHECK_ORIGINS, appContentSecurityPolicy, executableInlineScripts, firebaseConnectOrigins, originOf } from '@costa/domain';

export const FUNCTIONS_REGION = 'europe-west1';

export interface PolicyTarget {
  emulators: boolean;
  projectId: string;
  /** The web build's chat widget script, if any. */
  chatWidgetUrl?: string | null;
  /** Whether the web build starts App Check (it has a reCAPTCHA Enterprise site key). */
  appCheck?: boolean;
}

export function inlineScriptHashes(html: string): string[] {
  return executableInlineScripts(html).map((body) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
}

export function appPolicyFor(template: string, target: PolicyTarget): string {
  const chat = originOf(target.chatWidgetUrl);
  const chatOrigins = chat ? [chat] : [];
  // App Check never runs on the emulators (web/src/lib/firebase.ts), so its origins are never allowed there.
  const appCheck = target.appCheck === true && !target.emulators;
  return appContentSecurityPolicy({
    scriptHashes: inlineScriptHashes(template),
    connectOrigins: [
      ...(target.emulators
        ? firebaseConnectOrigins({ emulators: true })
        : firebaseConnectOrigins({ emulators: false, projectId: target.projectId, region: FUNCTIONS_REGION })),
      ...(appCheck ? APP_CHECK_ORIGINS.connect : []),
    ],
    scriptOrigins: [...chatOrigins, ...(appCheck ? APP_CHECK_ORIGINS.scripts : [])],
    frameOrigins: [...chatOrigins, ...(appCheck ? APP_CHECK_ORIGINS.frames : [])],
    upgradeInsecureRequests: !target.emulators,
  });
}

/** The policy of the current template, recomputed only when the template changes (a new build on the emulator). */
export function cachedAppPolicy(template: () => string, target: () => PolicyTarget): () => string {
  let source: string | undefined;
  let policy = '';
  return () => {
    const current = template();
    if (current !== source) {
      source = current;
      policy = appPolicyFor(current, target());
    }
    return policy;
  };
}
