// The module's server entry (decision 0035): the shop server renders the first view of the access pages
// (front page, enter-code, login, reset-password) with this, from the same source as the browser's app.
import { StaticRouter } from 'react-router';
import { createServerRenderer } from '@shop/first-view/server';
import './register-texts';
import { AccessApp } from './routes';

export const render = createServerRenderer(AccessApp, { Router: StaticRouter, namespaces: ['access'] });
