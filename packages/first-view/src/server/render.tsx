/**
 * A module's server entry (decision 0035): the same App the browser mounts, rendered to HTML in Node with
 * the same providers, the portal's settings and texts, and its Chakra/emotion styles extracted into
 * <style data-emotion> tags that the browser's emotion cache adopts when it hydrates.
 *
 * Built only into the Node target (packages/federation createServerConfig), never into a browser bundle. The
 * shop server runs it through ../host's FirstViewRenderer.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { FirstView, FirstViewRequest } from '@shop/contracts/first-view';
import { call } from '@shop/api-client';
import { i18n, initI18n } from '@shop/i18n';
import { cartSummaryAtom, consentAtom, currentPictureSetAtom, languageAtom, pageSettingsAtom, sessionStore, shopSettingsAtom, userAtom } from '@shop/session';
import { ShopProviders } from '@shop/ui';
import { initialAnswersScript, startCollecting, stopCollecting } from '../answers';
import { recordFormattedMoney } from './money';

/** How long the first view's reads may take when the shop server does not say (its default budget is 300 ms). */
const READ_TIMEOUT_MS = 200;

/** The shared query cache (@shop/data), when the module uses it: emptied per render, so no visitor sees another's answers. */
const clearQueryCache = () => (globalThis as unknown as Record<symbol, { clear(): void } | undefined>)[Symbol.for('shop.query-client')]?.clear();

type ServerRouter = ComponentType<{ location: string; children: ReactNode }>;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

export interface ServerRendererOptions {
  Router: ServerRouter;
  namespaces: string[];
  /**
   * The module's pages may be rendered for a signed-in customer, as that customer (decision 0066): its pages
   * read their data only through useCall/initialAnswer (answered with the page request's cookies) and keep
   * nothing of a visitor outside the store and the query cache that every render resets. Without it a
   * signed-in render is declined (null): the browser renders the page, as before.
   */
  signedIn?: boolean;
}

/**
 * React puts the resource hints of a render (a preload for each picture not loaded lazily) before the markup of
 * a tree that is not a whole document. They belong in <head>: asked for before the styles and the body are
 * parsed, and not inside the element the browser hydrates (where React would meet nodes it did not render).
 */
export function splitResourceHints(html: string): { hints: string; markup: string } {
  const hints = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
  return { hints, markup: html.slice(hints.length) };
}

/**
 * The render function a module's server entry exports. One render at a time: the store, the texts and the
 * language are the module's singletons, as in the browser (a render takes milliseconds; the shop server
 * runs each module's entry in a worker of its own, so this never blocks the API).
 */
export function createServerRenderer(App: ComponentType, options: ServerRendererOptions) {
  let queue: Promise<unknown> = Promise.resolve();
  async function renderOnce(request: FirstViewRequest): Promise<FirstView> {
    sessionStore.set(shopSettingsAtom, request.shop);
    sessionStore.set(pageSettingsAtom, request.page);
    sessionStore.set(languageAtom, request.lang);
    sessionStore.set(userAtom, request.user);
    // every other fact of the store back to its start: nothing a render (or a component) wrote for one visitor
    // is there for the next (decision 0066); the browser's first render starts from the same
    sessionStore.set(cartSummaryAtom, { itemCount: 0, totalPrice: 0 });
    sessionStore.set(consentAtom, request.consent ?? null);
    sessionStore.set(currentPictureSetAtom, null);
    await initI18n(request.lang, request.shop?.default_language ?? 'en');
    await i18n.changeLanguage(request.lang);
    await i18n.loadNamespaces(options.namespaces);
    // Render once recording the reads the components ask for (initialAnswer, useCall); when there are any, read
    // them as the visitor and render again with the answers: the markup is the page's final state, and the
    // answers go into the page so the browser's first render equals it (decision 0036).
    const collector = startCollecting();
    try {
      let view = await renderMarkup(request.url);
      if (collector.wanted.size > 0) {
        await Promise.all(
          [...collector.wanted].map(([key, { def, input }]) =>
            call(def, { ...input, signal: AbortSignal.timeout(request.readTimeoutMs ?? READ_TIMEOUT_MS) }).then(
              (answer) => void collector.answers.set(key, answer),
              () => undefined, // refused or slow: the browser reads it, as without a first view
            ),
          ),
        );
        collector.wanted.clear();
        if (collector.answers.size > 0) {
          view = await renderMarkup(request.url);
          view.head += initialAnswersScript(request.url, collector.answers);
        }
      }
      return view;
    } finally {
      stopCollecting();
    }
  }
  async function renderMarkup(url: string): Promise<FirstView> {
    clearQueryCache();
    // key 'css' as the browser's default cache: it adopts these tags instead of inserting the rules again
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const money = recordFormattedMoney();
    const { prelude } = await prerenderToNodeStream(
      <CacheProvider value={cache}>
        <ShopProviders>
          <options.Router location={url}>
            <App />
          </options.Router>
        </ShopProviders>
      </CacheProvider>,
    ).finally(() => money.stop());
    const { hints, markup } = splitResourceHints(await streamToString(prelude));
    const chunks = emotion.extractCriticalToChunks(markup);
    return { html: chunks.html, head: hints + emotion.constructStyleTagsFromChunks(chunks), money: money.stop() };
  }
  return function render(request: FirstViewRequest): Promise<FirstView | null> {
    if (request.user && !request.user.isAnonymousUser && !options.signedIn) return Promise.resolve(null);
    const result = queue.then(() => renderOnce(request));
    queue = result.catch(() => undefined);
    return result;
  };
}
