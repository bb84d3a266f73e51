/**
 * Translatable texts the domain owns (page titles and descriptions), written
 * as Lingui message descriptors. The `/*i18n*\/` marker lets `lingui extract`
 * collect them without a macro, so the domain stays free of build plugins and
 * the server can translate the same ids with the compiled catalogs.
 */
export interface MessageDescriptor {
  id: string;
  /**
   * The English text, which the server falls back to. The browser's build
   * keeps only the id (web/build/descriptor-ids.ts): its catalogs hold every
   * text, as they do the texts of the web app's own Lingui macros.
   */
  message?: string;
}
export type MessageValues = Record<string, string | number>;
/** Any function that translates a descriptor: Lingui's `i18n._` fits. */
export type Translate = (descriptor: MessageDescriptor, values?: MessageValues) => string;
