/**
 * The cart calls. Reads build the cart from the current lines; every change runs in one transaction
 * that first locks the customer's cart row, then changes the lines, then prices the cart from the
 * lines as they are now (never from a total kept somewhere), so parallel changes from two tabs
 * cannot lose one another's lines or answer a stale total.
 */
import { api, type OrderSummary } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../sessions/signed-in';
import type { Db } from '../../db/client';
import type { CartRow, UserRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { requestLanguage } from '../../platform';
import { loadCatalog, requestCatalog, type PortalCatalog } from '../catalog/load';
import { commerceTexts, type CommerceTexts } from '../texts';
import { addLines } from './add';
import { buildCart } from './build';
import { addCatalogues } from './catalogues';
import { toggleFile, toggleSet, type ToggleResult } from './digital';
import { setRetouch } from './retouch';
import { retouchOptions } from './retouch-options';
import { findCart, lockCart, touch } from './store';
import { packageInstance } from './package-instance';
import { replaceLine } from './replace';
import { deleteLine, ownLine, updateLine } from './update';

interface Change {
  tx: Db;
  user: UserRow;
  cart: CartRow;
  catalog: PortalCatalog;
  texts: CommerceTexts;
}

export function registerCart(app: FastifyInstance): void {
  const { db } = app.shop;

  /** One change of the signed-in customer's cart, in a transaction holding the cart's lock, answered with the cart priced after it. */
  const change = <T>(request: FastifyRequest, fn: (c: Change) => Promise<T>) => {
    const user = requireUser(request);
    const lang = requestLanguage(request);
    return db.transaction(async (tx) => {
      const cart = await lockCart(tx, user);
      const catalog = await loadCatalog(tx, request.portal, lang);
      const result = await fn({ tx, user, cart, catalog, texts: commerceTexts(lang) });
      await touch(tx, cart);
      return { result, built: await buildCart(tx, catalog, cart, request.portal.currency), cart };
    });
  };

  route(app, api.cart, async (_input, request) => {
    const user = requireUser(request);
    const catalog = await requestCatalog(request, requestLanguage(request));
    return (await buildCart(db, catalog, await findCart(db, user), request.portal.currency)).cart;
  });

  route(app, api.addLines, async ({ body }, request) => {
    const { result, built } = await change(request, (c) => addLines(c.tx, c.catalog, request.portal, c.user, c.cart, body.lines, c.texts));
    return { newOrderLines: result.map((uuid) => built.byUuid.get(uuid)!), summary: built.cart.summary };
  });

  route(app, api.updateLine, async ({ params, body }, request) => {
    const { built } = await change(request, async (c) => updateLine(c.tx, c.catalog, await ownLine(c.tx, c.cart, params.uuid, c.texts), body, c.texts));
    return { orderLine: built.byUuid.get(params.uuid)!, summary: built.cart.summary };
  });

  route(app, api.replaceLine, async ({ params, body }, request) => {
    const { built } = await change(request, async (c) =>
      replaceLine(c.tx, c.catalog, request.portal, c.user, c.cart, await ownLine(c.tx, c.cart, params.uuid, c.texts), body.line, c.texts),
    );
    return { orderLine: built.byUuid.get(params.uuid)!, summary: built.cart.summary };
  });

  route(app, api.packageInstance, async ({ params, body }, request) => {
    const user = requireUser(request);
    const catalog = await loadCatalog(db, request.portal, requestLanguage(request));
    const result = await packageInstance(db, catalog, user, params.uuid, body.subject?.uuid);
    if (result === 'no-package') throw notFound(commerceTexts(requestLanguage(request)).packageNotFound);
    if (result === 'no-subject') throw new ApiError(409, 'no_picture_set', commerceTexts(requestLanguage(request)).noPictureSetForPackage);
    return result;
  });

  route(app, api.deleteLine, async ({ params }, request) => {
    const { built } = await change(request, async (c) => deleteLine(c.tx, await ownLine(c.tx, c.cart, params.uuid, c.texts)));
    return { summary: built.cart.summary };
  });

  route(app, api.addCatalogues, async ({ body }, request) => {
    const { result, built } = await change(request, (c) => addCatalogues(c.tx, c.catalog, c.user, c.cart, body, c.texts));
    return { newOrderLines: result.map((uuid) => built.byUuid.get(uuid)!), summary: built.cart.summary };
  });

  route(app, api.setRetouch, async ({ body }, request) => {
    const { built } = await change(request, (c) => setRetouch(c.tx, c.catalog, c.user, c.cart, body.items, c.texts));
    return built.cart;
  });

  route(app, api.retouchOptions, async (_input, request) => {
    const user = requireUser(request);
    const catalog = await loadCatalog(db, request.portal, requestLanguage(request));
    return retouchOptions(db, catalog, user, await findCart(db, user), request.portal.currency);
  });

  const toggleAnswer = (result: ToggleResult, summary: OrderSummary) =>
    'code' in result ? { status: 'ERROR' as const, error: result.error, code: result.code } : { status: 'OK' as const, inCart: result.inCart, summary };

  route(app, api.toggleDigitalFile, async ({ body }, request) => {
    const { result, built } = await change(request, (c) => toggleFile(c.tx, c.catalog, request.portal, c.user, c.cart, body.file, body.type, c.texts));
    return toggleAnswer(result, built.cart.summary);
  });

  route(app, api.toggleDigitalSet, async ({ body }, request) => {
    const { result, built } = await change(request, (c) => toggleSet(c.tx, c.catalog, request.portal, c.user, c.cart, body.pictureSet, body.type, c.texts));
    return toggleAnswer(result, built.cart.summary);
  });
}
