// The shell's server entry (decisions 0035, 0065): the shop server renders with it, from the same source as the
// browser's, the first view of the shell's own pages (CMS pages, contact, privacy policy) and its chrome's part
// that a first visit paints: the cookie consent banner.
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { createServerRenderer } from '@shop/first-view/server';
import { ConsentHost } from './chrome/consent-host';
import { ShellPages } from './pages/shell-pages';
import { registerShellTexts } from './root/texts';

registerShellTexts();

/** The page in #shop-content (shell-pages' root in the browser). */
export const render = createServerRenderer(ShellPages, { Router: StaticRouter, namespaces: ['shell', 'shell-pages'] });

/** The consent root needs no router: its tree is the browser's <ShopProviders><ConsentHost /></ShopProviders>. */
const NoRouter = ({ children }: { location: string; children: ReactNode }) => children;

/**
 * The chrome's #shop-consent: the banner for a visitor without a stored choice, nothing otherwise. The same on
 * every page (it never reads the address): the shop server renders it once per version, portal, language and
 * visitor, and reuses it.
 */
export const renderChrome = createServerRenderer(ConsentHost, { Router: NoRouter, namespaces: ['shell'] });
