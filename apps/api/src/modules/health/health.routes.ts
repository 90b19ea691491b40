import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, pingDatabase } from '../../db/database';

const healthResponse = z.object({
  data: z.object({ status: z.enum(['ok', 'degraded']), database: z.string() }),
});

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: { tags: ['Health'], response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_req, reply) => {
      try {
        await pingDatabase(db);
        return { data: { status: 'ok' as const, database: 'ok' } };
      } catch {
        return reply.status(503).send({ data: { status: 'degraded' as const, database: 'unreachable' } });
      }
    },
  );
};
