/**
 * The domain's texts are Lingui message descriptors written by hand
 * (`/*i18n*\/ { id, message }`). The browser looks a text up by its id in the
 * active catalogs and falls back to the descriptor's English `message` only
 * when no catalog has the id. The public catalog, which every page loads
 * before it renders, holds most of them in every language (English is the
 * source), so for those ids the browser's build drops the `message`, as
 * Lingui's own macros drop theirs in a production build: the page titles and
 * descriptions alone are more than a kilobyte of every page's first load.
 * Descriptors of the other catalogs (staff, customer) keep theirs, and so does
 * the server's build (e-mails and refusals read them there).
 *
 * Only a descriptor whose message is one string literal and its last field is
 * changed; any other stays whole.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const DESCRIPTOR = /(\/\*i18n\*\/\s*\{\s*id:\s*(['"])([^'"\n]+)\2\s*,)\s*message:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?(\s*\})/g;

/** `source` without the messages of the descriptors whose ids `inCatalog` accepts. */
export function stripDescriptorMessages(source: string, inCatalog: (id: string) => boolean): string {
  return source.replace(DESCRIPTOR, (whole: string, head: string, _quote: string, id: string, tail: string) =>
    inCatalog(id) ? head + tail : whole,
  );
}

/** The message ids of a PO catalog. */
export function catalogIds(po: string): Set<string> {
  return new Set([...po.matchAll(/^msgid "((?:[^"\\]|\\.)+)"$/gm)].map((match) => match[1]!));
}

/** `publicCatalog`: the public catalog's English PO file, whose ids every page has. */
export function stripDomainDescriptorMessages(domainDir: string, publicCatalog: string): Plugin {
  let ids = new Set<string>();
  return {
    name: 'strip-domain-descriptor-messages',
    // On the TypeScript source, before it is compiled (and its comments possibly dropped).
    enforce: 'pre',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      ids = catalogIds(readFileSync(publicCatalog, 'utf8'));
    },
    transform(code, id) {
      if (!id.startsWith(domainDir) || !code.includes('/*i18n*/')) return null;
      const stripped = stripDescriptorMessages(code, (messageId) => ids.has(messageId));
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
