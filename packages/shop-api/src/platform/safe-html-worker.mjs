// The HTML sanitiser's own thread (safe-html.ts): loading jsdom takes a second or more of synchronous work, and
// sanitising a text a few milliseconds; neither may hold up the server's event loop.
import { parentPort } from 'node:worker_threads';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('');
const { document } = window;
const purify = createDOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeType !== 1) return;
  // a link that opens a new tab must not hand the opener to the other page
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  // an image the author gave no text alternative is decorative, not read out as a file name
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/**
 * What the studio stores (strict): an allowlist of text markup, links only to http(s), mailto:, tel: or the
 * shop's own paths, pictures only from https or the shop's own paths.
 */
const STRICT = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
    'img',
    'span',
    'code',
    'pre',
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'title'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/))/i,
};

function sanitise(html, strict) {
  const fragment = purify.sanitize(html, strict ? { ...STRICT, RETURN_DOM_FRAGMENT: true } : { RETURN_DOM_FRAGMENT: true, ADD_ATTR: ['target'] });
  if (strict) for (const img of Array.from(fragment.querySelectorAll('img'))) if (!/^(https:|\/(?!\/))/i.test(img.getAttribute('src') ?? '')) img.remove();
  // the page has its own h1: the portal's become h2
  for (const h1 of Array.from(fragment.querySelectorAll('h1'))) {
    const h2 = document.createElement('h2');
    for (const attribute of Array.from(h1.attributes)) h2.setAttribute(attribute.name, attribute.value);
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

parentPort.on('message', ({ id, html, strict }) => {
  try {
    parentPort.postMessage({ id, clean: sanitise(html, strict) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
