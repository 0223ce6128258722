import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSignedIn } from '../auth/findSignedIn.js';
import { noteSessionUse } from '../auth/sessionActivity.js';
import type { SessionRow } from '../db/schema/index.js';
import type { SignedInUser } from '../db/sessionCache.js';
import type { AppContext } from '../context.js';
import { AuthenticationError } from '../errors.js';
import type { KnownAbility } from '../policies/abilities.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` on protected routes. */
    user: SignedInUser;
    session: SessionRow;
    /** The balance when authentication read it from the database for this request (not cached). */
    wordsLeftRead: number | undefined;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user (Authorization: Bearer <token>). */
    authenticate: (req: FastifyRequest) => Promise<void>;
    /** preHandler factory: the signed-in user's role must allow `action` on `subject`. */
    requireAbility: (...ability: KnownAbility) => (req: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return match?.[1];
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify takes a plugin's errors from the promise it returns
async function plugin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.decorateRequest('user', null as unknown as SignedInUser);
  app.decorateRequest('session', null as unknown as SessionRow);
  app.decorateRequest('wordsLeftRead', undefined);

  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw AuthenticationError();
    const found = await findSignedIn(ctx.database, token, ctx.clock.now());
    if (!found) throw AuthenticationError('Your session has expired. Please sign in again.');
    req.user = found.user;
    req.session = found.session;
    req.wordsLeftRead = found.wordsLeftRead;
    await noteSessionUse(ctx, found.session);
  });

  app.decorate('requireAbility', (...ability: KnownAbility) => async (req: FastifyRequest) => {
    await app.authenticate(req);
    ctx.abilities.assertCan(req.user.loginUserType, ...ability);
  });
}

export const authPlugin = fp(plugin, { name: 'auth' });
