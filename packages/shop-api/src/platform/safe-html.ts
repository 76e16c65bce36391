/**
 * The portal's HTML (CMS modules, privacy policy) made safe once, where it is served (decision 0065): the shop
 * server's first view and the browser then show the same string, so hydration cannot differ, and the browser
 * needs no sanitiser of its own. DOMPurify on jsdom's standards parser (DOMPurify's supported server setup),
 * in a thread of its own (safe-html-worker.mjs): scripts, event handlers and javascript: URLs go; links that
 * open a new tab get rel="noopener noreferrer"; an image without alt text gets alt="" (decorative); h1 becomes
 * h2 (the page has its own h1). A sanitiser that fails answers an error, never the text unsanitised.
 */
import { Worker } from 'node:worker_threads';

type Pending = { resolve: (clean: string) => void; reject: (error: Error) => void };
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  worker = null;
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

/** Starts the sanitiser's thread (jsdom loads there for a second or more): at the server's start, or on first use. */
export function loadHtmlSanitiser(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./safe-html-worker.mjs', import.meta.url), { execArgv: [] });
  started.unref();
  started.on('message', (message: { id?: number; clean?: string; error?: string }) => {
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id!);
    if (message.error !== undefined) waiting.reject(new Error(`sanitising failed: ${message.error}`));
    else waiting.resolve(message.clean!);
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => failAll(new Error(`the HTML sanitiser stopped (${code})`)));
  worker = started;
  return started;
}

/** Pages change seldom and are read often: the sanitised text per source text, the most recent few hundred. */
const CACHE_SIZE = 500;
const cache = new Map<string, string>();

export function safeHtml(html: string): Promise<string> {
  return sanitised(html, false);
}

/**
 * What the studio stores: the allowlist of text markup (paragraphs, emphasis, lists, headings, links,
 * pictures), links only http(s), mailto:, tel: or the shop's own paths, pictures only https or own paths.
 */
export function studioHtml(html: string): Promise<string> {
  return sanitised(html, true);
}

async function sanitised(html: string, strict: boolean): Promise<string> {
  const key = strict ? `strict\u0000${html}` : html;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const id = nextId++;
  const clean = await new Promise<string>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    loadHtmlSanitiser().postMessage({ id, html, strict });
  });
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, clean);
  return clean;
}

/** Whether a text carries markup (then it is treated as HTML) or is plain text (shown as text, never parsed). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i.test(text);
}
