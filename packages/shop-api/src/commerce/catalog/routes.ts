/** The price list as the catalogue, the editor and the cart read it: products, package offers, catalogues. */
import { offerNeedsEditor, switchedOn } from '../../portals/modules';
import { samplePortraits } from '../../portals/samples';
import { api, normaliseQuantity, quantityBounds } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { combinedIndividualAndFriends, ownedSet } from '../../account';
import { requireUser } from '../../sessions/signed-in';
import { notFound } from '../../http/errors';
import { digitalPortraitSets, hasSomethingToBuy } from './digital-portraits';
import type { Db } from '../../db/client';
import { jobs, subjects, userSubjects, type UserRow } from '../../db/schema';
import { route } from '../../http/route';
import { requestLanguage } from '../../platform';
import { languageFor } from '../../portals/settings';
import { qualifyingPackageFor } from '../cart/summary';
import { remainingSeconds } from '../prices/packages';
import { productLinePrice, tierPrices } from '../prices/tiers';
import { activeProducts, loadCatalog, pricedPackage, pricedProduct, retouchProductOf, type PortalCatalog } from './load';
import { catalogueView, digitalProductView, packageOfferView, productView } from './views';

/** The price list in the page's language (`lang`, when the portal offers it), else the customer's. */
export const catalogFor = (db: Db, request: FastifyRequest, lang?: string) =>
  loadCatalog(db, request.portal, languageFor(request.portal, lang, requestLanguage(request)));

/** The user's picture sets on the portal whose job is in the webshop and not archived (what can be bought for). */
export async function buyableSubjects(db: Db, user: UserRow) {
  return db
    .select({ uuid: subjects.uuid, name: subjects.name, groupName: subjects.groupName, job: subjects.job, jobName: jobs.name })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .where(and(eq(userSubjects.userUuid, user.uuid), eq(subjects.portal, user.portal), eq(jobs.hasBeenInWebshop, true), eq(jobs.isArchived, false)))
    .orderBy(asc(subjects.name));
}

/** Every (catalogue, subject) the user can order: a catalogue of a job goes to that job's subjects, one without a job to all. */
export async function offeredCatalogues(db: Db, catalog: PortalCatalog, user: UserRow) {
  const sets = await buyableSubjects(db, user);
  const active = [...catalog.catalogues.values()].filter((c) => c.active);
  return active.flatMap((c) => sets.filter((s) => c.job === null || c.job === s.job).map((s) => ({ catalogue: c, subject: s })));
}

async function subjectOf(db: Db, uuid: string) {
  const [row] = await db
    .select({ uuid: subjects.uuid, name: subjects.name, groupName: subjects.groupName, job: subjects.job, jobName: jobs.name })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .where(eq(subjects.uuid, uuid));
  return row!;
}

export function registerCatalog(app: FastifyInstance): void {
  const { db, storage } = app.shop;

  route(app, api.products, async ({ query }, request) => {
    const catalog = await catalogFor(db, request, query.lang);
    const active = activeProducts(catalog);
    const retouch = retouchProductOf(catalog);
    const templateProducts = active.filter((p) => p.kind === 'template');
    // the tiers as this customer's cart makes them (a qualifying package gives campaign prices; decision 0079)
    const pkg = await qualifyingPackageFor(db, catalog, request.user ?? null);
    return {
      products: templateProducts.map((p) => productView(catalog, p)),
      tierPrices: Object.fromEntries(templateProducts.map((p) => [p.uuid, tierPrices(pricedProduct(catalog, p), pkg)])),
      retouchProduct: retouch ? productView(catalog, retouch) : null,
      digitalProducts: active.filter((p) => p.kind === 'digital_file' || p.kind === 'digital_set').map((p) => digitalProductView(catalog, p)),
      digitalRebates: catalog.rebates,
      currency: request.portal.currency,
    };
  });

  route(app, api.productPrice, async ({ params, query }, request) => {
    const catalog = await catalogFor(db, request);
    const product = catalog.products.get(params.productUuid);
    if (!product?.active || product.kind !== 'template') throw notFound('Product not found');
    const priced = pricedProduct(catalog, product);
    // what the cart would make of the quantity (add.ts) and of the sub-product (an unknown one adds nothing)
    const quantity = normaliseQuantity(query.quantity, quantityBounds(product.minOrderPartQuantity, product.maximumQuantity, 0));
    const subProducts = query.subProduct && priced.subProducts.some((s) => s.uuid === query.subProduct) ? [query.subProduct] : [];
    const price = productLinePrice(priced, quantity, subProducts, await qualifyingPackageFor(db, catalog, request.user ?? null));
    if (!price) throw notFound('Product not found');
    return {
      quantity,
      unitPrice: price.unitPrice,
      normalUnitPrice: Math.round(price.linePrice / quantity),
      linePrice: price.linePrice,
      actualLinePrice: price.actualLinePrice,
    };
  });

  route(app, api.packageOffers, async ({ query }, request) => {
    const catalog = await catalogFor(db, request, query.lang);
    const now = new Date();
    // the editor off: no offer leads into it (the package-create screen, template lists; decision 0085)
    const editorOn = (await switchedOn(db, request.portal.key)).editor;
    const offers = [...catalog.packages.values()].filter((p) => p.active && (editorOn || !offerNeedsEditor(p)));
    const running = offers.flatMap((p) => {
      const priced = pricedPackage(catalog, p);
      const left = priced ? remainingSeconds(priced, now) : 0;
      return left > 0 ? [left] : [];
    });
    return {
      packages: offers.map((p) => packageOfferView(catalog, p, now)),
      packageInfo: { remainingTime: running.length ? Math.min(...running) : 0 },
      samplePortraits: (await samplePortraits(storage, request.portal.key)).filter((p) => !p.group).map((p) => p.url),
    };
  });

  route(app, api.digitalPortraits, async (_input, request) => {
    const user = requireUser(request);
    const catalog = await catalogFor(db, request);
    const sets = await digitalPortraitSets(db, request.portal, catalog, user, await buyableSubjects(db, user));
    return { pictureSets: sets.filter(hasSomethingToBuy), combinedIndividualAndFriends: combinedIndividualAndFriends(request.portal) };
  });

  route(app, api.digitalPortraitsOf, async ({ params }, request) => {
    const user = requireUser(request);
    if (!(await ownedSet(db, user, params.subjectUuid))) throw notFound('Picture set not found');
    const catalog = await catalogFor(db, request);
    // an archived job's set is the customer's but sells nothing: it answers with no sections
    const subject = (await buyableSubjects(db, user)).find((s) => s.uuid === params.subjectUuid);
    const owned = subject ?? (await subjectOf(db, params.subjectUuid));
    const [set] = await digitalPortraitSets(db, request.portal, catalog, user, [owned]);
    return { pictureSet: subject ? set! : { ...set!, sections: [] }, combinedIndividualAndFriends: combinedIndividualAndFriends(request.portal) };
  });

  route(app, api.catalogues, async (_input, request) => {
    const user = requireUser(request);
    const catalog = await catalogFor(db, request);
    const offered = await offeredCatalogues(db, catalog, user);
    // spec 3: when only one catalogue is offered its quantity starts at 1
    return offered.map((o) => catalogueView(catalog, o.catalogue, o.subject, offered.length === 1 ? 1 : 0));
  });
}
