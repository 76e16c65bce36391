// The module's server entry (decision 0035): the shop server renders the first view of the public catalogue
// pages (category overview, template lists, package offers) with this, from the same source as the browser's app.
import { StaticRouter } from 'react-router';
import { createServerRenderer } from '@shop/first-view/server';
import './register-texts';
import { CatalogRoutes } from './routes';

export const render = createServerRenderer(CatalogRoutes, { Router: StaticRouter, namespaces: ['catalog'] });
