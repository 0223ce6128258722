import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Every /v1 module, in one place. Each module registers its own routes. */
export async function registerV1Routes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const modules: Array<(app: FastifyInstance, ctx: AppContext) => void | Promise<void>> = [];
  for (const register of modules) await register(app, ctx);
}
