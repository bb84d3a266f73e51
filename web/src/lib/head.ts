/**
 * Applies a head built by the domain's `buildHead` to the document. The server
 * sends the same tags in the HTML, marked `data-head`; on navigation they are
 * replaced as a whole so no stale alternate or description survives.
 */
import type { Head } from '@costa/domain';

export function applyHead(head: Head): void {
  document.title = head.title;
  document.documentElement.lang = head.lang;
  const parent = document.head;
  parent.querySelectorAll('[data-head]').forEach((node) => node.remove());
  const fragment = document.createDocumentFragment();
  for (const tag of head.tags) {
    const el = document.createElement(tag.tag);
    el.setAttribute('data-head', '');
    if (tag.tag === 'meta') {
      if ('name' in tag) el.setAttribute('name', tag.name);
      else el.setAttribute('property', tag.property);
      el.setAttribute('content', tag.content);
    } else {
      el.setAttribute('rel', tag.rel);
      if (tag.hreflang) el.setAttribute('hreflang', tag.hreflang);
      el.setAttribute('href', tag.href);
    }
    fragment.appendChild(el);
  }
  parent.appendChild(fragment);
}
