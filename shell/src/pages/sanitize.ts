import DOMPurify from 'dompurify';

let configured = false;

function purifier(): typeof DOMPurify {
  if (!configured) {
    // Links that open a new tab must not hand the opener to the other page.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!(node instanceof Element)) return;
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      // An image the author gave no text alternative is treated as decorative rather than read out as a file name.
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    configured = true;
  }
  return DOMPurify;
}

/**
 * HTML from the portal's content (CMS modules, privacy policy), made safe: DOMPurify removes scripts, event
 * handlers and javascript: URLs. Headings of level 1 become level 2: the page has its own h1.
 */
export function sanitizeHtml(html: string): string {
  const fragment = purifier().sanitize(html, { RETURN_DOM_FRAGMENT: true, ADD_ATTR: ['target'] });
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

/** Whether a text carries markup (then it is treated as HTML) or is plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i.test(text);
}
