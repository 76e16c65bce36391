/**
 * What support does for a customer who calls (issue 31), each checked for role and portal on the server and
 * written to the audit log: the 'Forgot your password?' e-mail (access's own service, with its limits), the
 * confirmation e-mail of an order once more (through the outbox), and a one-time link that signs a browser in
 * as the customer with the simulated-user banner (support only, as `pnpm operator simulate`).
 */
import { studioApi } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createSimulationLink, sendResetLink } from '../access';
import { resendConfirmation } from '../commerce';
import type { Db } from '../db/client';
import { portals } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { route } from '../http/route';
import { configuredOrigin } from '../portals/origin';
import { writeAudit } from './audit';
import { seenPortals, visibleCustomer } from './customers';
import { visibleOrder } from './orders';

export function registerCustomerActions(app: FastifyInstance): void {
  const { db, config } = app.shop;

  // read with the caller's transaction: PGlite has one connection, a second reader would wait for it forever
  const portalOf = async (tx: Db, key: string) => {
    const [portal] = await tx.select().from(portals).where(eq(portals.key, key));
    if (!portal) throw notFound('No such portal');
    return portal;
  };

  route(app, studioApi.customerPasswordReset, async ({ params }, request) => {
    const user = await visibleCustomer(db, seenPortals(request), params.customerUuid);
    const portal = await portalOf(db, user.portal);
    const audit = { staff: request.staff!.member.uuid, portal: user.portal, kind: 'customer.password-reset' as const, before: null };
    const outcome = await sendResetLink(db, config, portal, user.email, user, null, (tx) =>
      writeAudit(tx, { ...audit, after: { customer: user.uuid, email: user.email, outcome: 'sent' } }),
    );
    if (outcome === 'no-link') throw new ApiError(409, 'portal_without_host', 'The portal has no host name for the link: give it one first');
    // nothing was sent (the address's limit): the request is on record all the same
    if (outcome === 'recently-sent') await db.transaction((tx) => writeAudit(tx, { ...audit, after: { customer: user.uuid, email: user.email, outcome } }));
    return { outcome };
  });

  route(app, studioApi.resendOrderConfirmation, async ({ params }, request, reply) => {
    await db.transaction(async (tx) => {
      const order = await visibleOrder(tx, request, params.orderUuid);
      await resendConfirmation(tx, order, configuredOrigin(config, await portalOf(tx, order.portal)));
      await writeAudit(tx, { staff: request.staff!.member.uuid, portal: order.portal, kind: 'order.confirmation', before: null, after: { order: order.uuid } });
    });
    reply.code(201);
    return { ok: true as const };
  });

  route(app, studioApi.simulateCustomer, async ({ params }, request, reply) => {
    const staff = request.staff!.member;
    const answer = await db.transaction(async (tx) => {
      const user = await visibleCustomer(tx, null, params.customerUuid);
      const origin = configuredOrigin(config, await portalOf(tx, user.portal)) ?? undefined;
      const link = await createSimulationLink(tx, { adminEmail: staff.email, customerEmail: user.email, portalKey: user.portal, origin });
      await writeAudit(tx, {
        staff: staff.uuid,
        portal: user.portal,
        kind: 'customer.simulate',
        before: null,
        after: { customer: user.uuid, email: user.email },
      });
      return { link: link.link, expiresAt: link.expiresAt.toISOString() };
    });
    reply.code(201);
    return answer;
  });
}
