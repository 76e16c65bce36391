import { api, type User } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions, staffMembers, users } from '../db/schema';
import { validationError } from '../http/errors';
import { route } from '../http/route';
import { languageFor } from '../portals/settings';
import { ensureSession, refreshCsrfCookie } from '../sessions/sessions';

/** The language of this request: the user's, else the session's, else the portal default. */
export function requestLanguage(request: FastifyRequest): string {
  return languageFor(request.portal, request.user?.lang, request.session?.lang);
}

/** The anonymous user (uuid ''), as a visitor is: what a page rendered the same for everyone is rendered for. */
export function visitorUser(lang: string): User {
  return {
    uuid: '',
    name: '',
    emailAddress: '',
    lang,
    mobilePhone: '',
    acceptMail: null,
    isAnonymousUser: true,
    isSimulated: false,
    simulatedBy: null,
    address: { address: '', address2: '', postalCode: '', city: '', state: '' },
  };
}

/** The contract's User for this request; a visitor is the anonymous user (uuid ''). */
export async function currentUser(request: FastifyRequest): Promise<User> {
  const u = request.user;
  const lang = requestLanguage(request);
  if (!u) return visitorUser(lang);
  const simulatedByUuid = u ? request.session?.simulatedBy : null;
  let simulatedBy: string | null = null;
  if (simulatedByUuid) {
    const [admin] = await request.server.shop.db.select({ email: staffMembers.email }).from(staffMembers).where(eq(staffMembers.uuid, simulatedByUuid));
    simulatedBy = admin?.email ?? null;
  }
  return {
    uuid: u?.uuid ?? '',
    name: u?.name ?? '',
    emailAddress: u?.email ?? '',
    lang,
    mobilePhone: u?.mobile ?? '',
    acceptMail: u?.acceptMail ?? null,
    isAnonymousUser: !u,
    isSimulated: Boolean(simulatedByUuid),
    simulatedBy,
    address: {
      address: u?.address ?? '',
      address2: u?.address2 ?? '',
      postalCode: u?.postalCode ?? '',
      city: u?.city ?? '',
      state: u?.state ?? '',
    },
  };
}

export function registerUser(app: FastifyInstance): void {
  route(app, api.currentUser, async (_input, request, reply) => {
    // every client starts here: it can read its CSRF token afterwards. No session row is stored for
    // it: a crawler, a health check or a link preview leaves nothing behind (ensureSession comes
    // with the first thing to remember)
    refreshCsrfCookie(request, reply, request.session);
    return { user: await currentUser(request) };
  });

  route(app, api.setLanguage, async ({ body }, request, reply) => {
    const { portal } = request;
    if (!portal.languages.some((l) => l.name === body.lang)) {
      const offered = portal.languages.map((l) => l.name).join(', ');
      throw validationError([{ field: 'body.lang', message: `Language not offered by this shop (one of: ${offered})` }]);
    }
    const { db } = app.shop;
    const session = await ensureSession(request, reply);
    await db.transaction(async (tx) => {
      await tx.update(sessions).set({ lang: body.lang }).where(eq(sessions.id, session.id));
      if (request.user) await tx.update(users).set({ lang: body.lang }).where(eq(users.uuid, request.user.uuid));
    });
    return { lang: body.lang };
  });
}
