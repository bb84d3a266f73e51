/**
 * The app pages' Content-Security-Policy, from the page template the function
 * serves: its inline scripts (the theme script, the app loader) hashed, the
 * Firebase endpoints the app talks to (the emulators locally), and the chat
 * widget's origin when the web build has one. Worked out once per template.
 */
import { createHash } from 'node:crypto';
import { appContentSecurityPolicy, executableInlineScripts, firebaseConnectOrigins, originOf } from '@costa/domain';

export const FUNCTIONS_REGION = 'europe-west1';

export interface PolicyTarget {
  emulators: boolean;
  projectId: string;
  /** The web build's chat widget script, if any. */
  chatWidgetUrl?: string | null;
}

export function inlineScriptHashes(html: string): string[] {
  return executableInlineScripts(html).map((body) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
}

export function appPolicyFor(template: string, target: PolicyTarget): string {
  const chat = originOf(target.chatWidgetUrl);
  return appContentSecurityPolicy({
    scriptHashes: inlineScriptHashes(template),
    connectOrigins: target.emulators
      ? firebaseConnectOrigins({ emulators: true })
      : firebaseConnectOrigins({ emulators: false, projectId: target.projectId, region: FUNCTIONS_REGION }),
    scriptOrigins: chat ? [chat] : [],
    frameOrigins: chat ? [chat] : [],
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
