/** The price list as the catalogue, the editor and the cart read it: products, package offers, catalogues. */
import { api } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { combinedIndividualAndFriends, ownedSet, requireUser } from '../../account';
import { notFound } from '../../http/errors';
import { digitalPortraitSets, hasSomethingToBuy } from './digital-portraits';
import type { Db } from '../../db/client';
import { jobs, subjects, userSubjects, type UserRow } from '../../db/schema';
import { route } from '../../http/route';
import { requestLanguage } from '../../platform';
import { remainingSeconds } from '../prices/packages';
import { activeProducts, loadCatalog, pricedPackage, retouchProductOf, type PortalCatalog } from './load';
import { catalogueView, digitalProductView, packageOfferView, productView } from './views';

export const catalogFor = (db: Db, request: FastifyRequest) => loadCatalog(db, request.portal, requestLanguage(request));

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
  const { db } = app.shop;

  route(app, api.products, async (_input, request) => {
    const catalog = await catalogFor(db, request);
    const active = activeProducts(catalog);
    const retouch = retouchProductOf(catalog);
    return {
      products: active.filter((p) => p.kind === 'template').map((p) => productView(catalog, p)),
      retouchProduct: retouch ? productView(catalog, retouch) : null,
      digitalProducts: active.filter((p) => p.kind === 'digital_file' || p.kind === 'digital_set').map((p) => digitalProductView(catalog, p)),
      digitalRebates: catalog.rebates,
      currency: request.portal.currency,
    };
  });

  route(app, api.packageOffers, async (_input, request) => {
    const catalog = await catalogFor(db, request);
    const now = new Date();
    const offers = [...catalog.packages.values()].filter((p) => p.active);
    const running = offers.flatMap((p) => {
      const priced = pricedPackage(catalog, p);
      const left = priced ? remainingSeconds(priced, now) : 0;
      return left > 0 ? [left] : [];
    });
    return {
      packages: offers.map((p) => packageOfferView(catalog, p, now)),
      packageInfo: { remainingTime: running.length ? Math.min(...running) : 0 },
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
