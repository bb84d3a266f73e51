/* global document */
/*
 * The local stand-in for the chat provider's widget (web/src/config/env.ts
 * uses it on the emulators when VITE_CHAT_WIDGET_URL is unset): a round
 * button in the corner, as a provider's widget shows, that opens the contact
 * page. It loads only after the visitor accepts optional items, like the real one.
 */
(function () {
  if (document.getElementById('demo-chat-widget')) return;
  var lang = document.documentElement.lang || 'en';
  var contact = { en: 'contact', es: 'contacto', de: 'kontakt', fr: 'contact', it: 'contatto' }[lang] || 'contact';
  var label = { en: 'Chat with us', es: 'Chatea con nosotros', de: 'Chatten Sie mit uns', fr: 'Discutez avec nous', it: 'Chatta con noi' }[lang] || 'Chat with us';
  var link = document.createElement('a');
  link.id = 'demo-chat-widget';
  link.href = '/' + lang + '/' + contact;
  link.setAttribute('aria-label', label);
  link.title = label;
  link.textContent = '\u{1F4AC}';
  var style = link.style;
  style.position = 'fixed';
  style.right = '20px';
  style.bottom = '20px';
  style.zIndex = '1300';
  style.width = '56px';
  style.height = '56px';
  style.borderRadius = '50%';
  style.display = 'flex';
  style.alignItems = 'center';
  style.justifyContent = 'center';
  style.fontSize = '26px';
  style.textDecoration = 'none';
  style.background = '#c9a45c';
  style.boxShadow = '0 8px 24px rgba(0,0,0,0.35)';
  document.body.appendChild(link);
})();
