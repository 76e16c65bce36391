/**
 * A module's server entry (decision 0035): the same App the browser mounts, rendered to HTML in Node with
 * the same providers, the portal's settings and texts, and its Chakra/emotion styles extracted into
 * <style data-emotion> tags that the browser's emotion cache adopts when it hydrates.
 *
 * Built only into the Node target (packages/federation createServerConfig), never into a browser bundle.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { PageSettings, ShopSettings, User } from '@shop/contracts/core';
import { i18n, initI18n } from '@shop/i18n';
import { languageAtom, pageSettingsAtom, sessionStore, shopSettingsAtom, userAtom } from '@shop/session';
import { ShopProviders } from './providers';

/** What the shop server asks for: the page's address and the same boot data the browser gets. */
export interface FirstViewRequest {
  /** path and query, e.g. /enter-code?code=EMMA2026 */
  url: string;
  lang: string;
  shop: ShopSettings;
  page: PageSettings;
  user: User;
}

export interface FirstView {
  /** The module's markup, to go inside its element in #shop-content. */
  html: string;
  /** <style> tags for <head>: the emotion rules the markup uses. */
  head: string;
}

type ServerRouter = ComponentType<{ location: string; children: ReactNode }>;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

/**
 * The render function a module's server entry exports. One render at a time: the store, the texts and the
 * language are the module's singletons, as in the browser (a render takes milliseconds; the shop server
 * runs each module's entry in a worker of its own, so this never blocks the API).
 */
export function createServerRenderer(App: ComponentType, options: { Router: ServerRouter; namespaces: string[] }) {
  let queue: Promise<unknown> = Promise.resolve();
  async function renderOnce(request: FirstViewRequest): Promise<FirstView> {
    sessionStore.set(shopSettingsAtom, request.shop);
    sessionStore.set(pageSettingsAtom, request.page);
    sessionStore.set(languageAtom, request.lang);
    sessionStore.set(userAtom, request.user);
    await initI18n(request.lang, request.shop?.default_language ?? 'en');
    await i18n.changeLanguage(request.lang);
    await i18n.loadNamespaces(options.namespaces);
    // key 'css' as the browser's default cache: it adopts these tags instead of inserting the rules again
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const { prelude } = await prerenderToNodeStream(
      <CacheProvider value={cache}>
        <ShopProviders>
          <options.Router location={request.url}>
            <App />
          </options.Router>
        </ShopProviders>
      </CacheProvider>,
    );
    const html = await streamToString(prelude);
    const chunks = emotion.extractCriticalToChunks(html);
    return { html: chunks.html, head: emotion.constructStyleTagsFromChunks(chunks) };
  }
  return function render(request: FirstViewRequest): Promise<FirstView> {
    const result = queue.then(() => renderOnce(request));
    queue = result.catch(() => undefined);
    return result;
  };
}
