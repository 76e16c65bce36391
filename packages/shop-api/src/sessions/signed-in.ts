/**
 * The signed-in check: the user of the request's session, or a 401 in the visitor's language. The session
 * owns it (it sets request.user), so http/route.ts checks a call marked signedIn with it and every domain's
 * handler takes its user from here: http/ imports no domain (docs/decisions/0082).
 */
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { languageFor } from '../portals/settings';

const SIGN_IN_REQUIRED: Record<string, string> = {
  en: 'Please sign in first.',
  nb: 'Du må logge inn først.',
};

/** The 401 of a call that needs a signed-in user (a language without a text here answers in English). */
export function signInRequired(request: FastifyRequest): ApiError {
  const lang = languageFor(request.portal, request.user?.lang, request.session?.lang);
  return new ApiError(401, 'unauthorized', SIGN_IN_REQUIRED[lang] ?? SIGN_IN_REQUIRED.en!);
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw signInRequired(request);
  return request.user;
}
