import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../context.js';
import { definePlugin } from './define.js';

/** The OpenAPI document, generated from the routes' zod schemas (from @labelwise/contract). */
export const openApiPlugin = definePlugin('labelwise-openapi', async (app: App) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Labelwise API',
        version: '1.0.0',
        description: 'Public site, session, files, dictionary, config and admin endpoints.',
      },
      servers: [],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
});
