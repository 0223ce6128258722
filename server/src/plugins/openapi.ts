import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { V1 } from '@inkstone/shared/paths';

/** OpenAPI 3 generated from the routes' zod schemas, served as JSON and as a browsable page. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Inkstone API',
        description: 'Every call answers with the envelope { success, errorMsg, errorCode, data }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: V1.docs, staticCSP: true });
  app.get(V1.openapi, { schema: { hide: true } }, () => app.swagger());
}
