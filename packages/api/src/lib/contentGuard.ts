import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_KINDS, contentPermission, type ContentAction, type ContentKind } from '@labelwise/contract';
import type { Ctx } from '../context.js';
import { requireAuth, requirePerm } from './auth.js';
import { ApiError } from './http.js';

/**
 * onRequest guard of a content route: the permission is the kind's own (`site:<kind>:<action>`), read from the path
 * before the body is parsed, so a caller without it learns nothing about the body's schema. An unknown kind is a
 * 404, but only after the caller has proven a session.
 */
export function requireContentPerm(ctx: Ctx, action: ContentAction) {
  const guards = new Map(CONTENT_KINDS.map((k) => [k, requirePerm(ctx, contentPermission(k, action))]));
  const signedIn = requireAuth(ctx);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = (request.params as { kind?: string }).kind as ContentKind;
    const guard = guards.get(kind);
    if (guard) return guard(request, reply);
    await signedIn(request, reply);
    throw new ApiError(404, `kind: must be one of ${CONTENT_KINDS.join(', ')}`);
  };
}
