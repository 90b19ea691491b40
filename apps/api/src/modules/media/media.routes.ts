import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Storage } from '../../adapters/storage';
import { notFound } from '../../errors';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

/** Public media (photos) by their server-made keys; private keys are never reachable here. */
export const mediaRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get<{ Params: { '*': string } }>('/media/*', { logLevel: 'warn' }, async (req, reply) => {
    const rest = req.params['*'];
    const key = `public/${rest}`;
    const type = TYPES[path.extname(rest).toLowerCase()];
    if (!type || !/^[A-Za-z0-9_./-]+$/.test(rest) || rest.includes('..')) throw notFound();
    const stat = await storage.stat(key);
    if (!stat) throw notFound();
    return reply
      .type(type)
      .header('content-length', stat.size)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(await storage.read(key));
  });
};
