import { describe, expect, it } from 'vitest';
import { modulesForShell, policyForShell } from './content';
import { safeHtml } from './safe-html';

// The portal's HTML is sanitised where it is served (decision 0065): what the shell renders, on the server and
// in the browser, is this output as it is.
describe('safeHtml', () => {
  it('removes scripts, event handlers and javascript: links, keeps the text and its markup', async () => {
    const clean = await safeHtml(
      '<p>Some <em>rich</em> text<script>window.pwned = true</script><img src="x" onerror="window.pwned = true"></p><a href="javascript:alert(1)" onclick="alert(1)">bad link</a>',
    );
    expect(clean).toBe('<p>Some <em>rich</em> text<img src="x" alt=""></p><a>bad link</a>');
  });

  it('makes h1 an h2 (the page has its own h1), keeping its attributes and content', async () => {
    expect(await safeHtml('<h1 class="big">Rich <b>heading</b></h1><ul><li>One</li></ul>')).toBe(
      '<h2 class="big">Rich <b>heading</b></h2><ul><li>One</li></ul>',
    );
  });

  it('gives a link that opens a new tab rel="noopener noreferrer", and keeps other links as they are', async () => {
    expect(await safeHtml('<a href="https://example.com" target="_blank" rel="opener">out</a><a href="/enter-code">in</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a><a href="/enter-code">in</a>',
    );
  });

  it('closes what the author left open, as a browser would read it', async () => {
    expect(await safeHtml('<p>one<p>two <b>bold')).toBe('<p>one</p><p>two <b>bold</b></p>');
  });
});

describe('the CMS page and the policy as served', () => {
  it('sanitises the HTML modules (Paragraph marked as HTML, RichText) and nothing else', async () => {
    const modules = await modulesForShell([
      { id: 'p1', type: 'Paragraph', content: 'Plain <b>text</b> shown as text', isHTML: false } as never,
      { id: 'p2', type: 'Paragraph', content: '<p>Hi<script>x()</script></p>', isHTML: true } as never,
      { id: 'r1', type: 'RichText', html: '<h1>Title</h1><img src="a.jpg" onerror="x()">' } as never,
      { id: 't1', type: 'Title', text: '<b>kept as text</b>' } as never,
    ]);
    expect(modules).toEqual([
      { id: 'p1', type: 'Paragraph', content: 'Plain <b>text</b> shown as text', isHTML: false },
      { id: 'p2', type: 'Paragraph', content: '<p>Hi</p>', isHTML: true },
      { id: 'r1', type: 'RichText', html: '<h2>Title</h2><img src="a.jpg" alt="">' },
      { id: 't1', type: 'Title', text: '<b>kept as text</b>' },
    ]);
  });

  it('answers a plain policy as it is, and a policy with markup sanitised with its newlines as line breaks', async () => {
    expect(await policyForShell('Plain text\nsecond line')).toBe('Plain text\nsecond line');
    expect(
      await policyForShell(
        'Read <b>this</b>\nand <a href="javascript:alert(1)">that</a><script>window.hacked = 1</script><img src=x onerror="window.hacked=2">',
      ),
    ).toBe('Read <b>this</b><br>and <a>that</a><img src="x" alt="">');
    // markup with blocks of its own: newlines are only formatting
    expect(await policyForShell('<p>One</p>\n<p>Two</p>')).toBe('<p>One</p>\n<p>Two</p>');
  });
});
