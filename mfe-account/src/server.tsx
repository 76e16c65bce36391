// The module's server entry (decisions 0035, 0066): the shop server renders the first view of the signed-in
// customer's reading pages with this, from the same source as the browser's app, as that customer: the pages
// read through useCall, and the shop server answers those reads with the page request's own cookies. Never
// cached, never shared (the shop server answers `Cache-Control: private, no-store`).
import { matchRoute, type RouteName } from '@shop/contracts/core';
import { StaticRouter } from 'react-router';
import type { FirstViewRequest } from '@shop/contracts/first-view';
import { createServerRenderer } from '@shop/first-view/server';
import './register-texts';
import { AccountRoutes } from './routes';

const renderer = createServerRenderer(AccountRoutes, { Router: StaticRouter, namespaces: ['account', 'account-profile'], signedIn: true });

/**
 * The pages rendered on the server: the ones a customer reads (the list parents land on after signing in, a set's
 * pages), whose controls are links and buttons. Not the forms (share, yearbook pose, profile, the menu with its
 * cancel-packages switches): a box ticked in the server's markup before the page's script runs would stay ticked
 * on the screen while the form's state says otherwise. A page joins this list once its form fields wait for the
 * script (as access's sign-in form does). Not the new-set flow: its set is the session's current one, known in the
 * browser only.
 */
export const SERVER_RENDERED: ReadonlySet<RouteName> = new Set(['myaccount.picture-sets', 'myaccount.picture-set', 'myaccount.favorites']);

export function render(request: FirstViewRequest) {
  const route = matchRoute(request.url.split('?')[0]!);
  return route && SERVER_RENDERED.has(route.name) ? renderer(request) : Promise.resolve(null);
}
