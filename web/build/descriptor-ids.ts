/**
 * The domain's message descriptors (`/*i18n*\/ { id: 'meta.home.title',
 * message: '…' }`: page titles, form errors) keep only their id in the
 * browser's build, as Lingui's macros leave the app's own texts: the
 * catalogs hold every text by id, and a build test
 * (`tests/build/page-texts.test.ts`) checks that each public page loads the
 * catalogs of the ids its code names. The English stays in the domain's
 * source, in the server's renderer and in the functions, which translate
 * with it as a fallback.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function visit(node: AstNode, see: (node: AstNode) => void): void {
  see(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.filter(isNode).forEach((child) => visit(child, see));
    else if (isNode(value)) visit(value, see);
  }
}

const keyName = (property: AstNode): string | undefined => {
  const key = property.key as AstNode | undefined;
  return property.type === 'Property' && !property.computed && key ? ((key.name ?? key.value) as string | undefined) : undefined;
};

/** A text written out in the code: a string, a template without placeholders, or such texts joined with `+`. */
function isFixedText(node: AstNode): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return (node.expressions as unknown[]).length === 0;
  if (node.type === 'BinaryExpression') return node.operator === '+' && isFixedText(node.left as AstNode) && isFixedText(node.right as AstNode);
  return false;
}

/**
 * `code` without the `message` of each object that has a string `id` and a
 * written-out `message` (a message descriptor); anything else is left as it is.
 */
export function withoutDescriptorMessages(code: string, program: AstNode): string {
  const cuts: [number, number][] = [];
  visit(program, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const properties = node.properties as AstNode[];
    const id = properties.find((property) => keyName(property) === 'id');
    const index = properties.findIndex((property) => keyName(property) === 'message');
    const message = properties[index];
    if (!id || !message || !isFixedText(id.value as AstNode) || !isFixedText(message.value as AstNode)) return;
    // With the comma before it (or, first in the object, the one after it).
    cuts.push(index > 0 ? [properties[index - 1]!.end, message.end] : [message.start, properties[1]!.start]);
  });
  return cuts
    .sort((a, b) => b[0] - a[0])
    .reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), code);
}

/**
 * The browser build's side: the domain's modules whose source marks descriptors
 * (`/*i18n*\/`; the code this hook gets has lost its comments already).
 */
export function descriptorIdsOnly(): Plugin {
  return {
    name: 'descriptor-ids-only',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !/[\\/]domain[\\/]src[\\/][^\\/]+\.ts$/.test(id) || !readFileSync(id, 'utf8').includes('/*i18n*/')) return null;
      return { code: withoutDescriptorMessages(code, this.parse(code) as unknown as AstNode), map: null };
    },
  };
}
