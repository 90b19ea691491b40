import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../plugins/auth';
import { blocksRoutes } from './blocks.routes';
import { bookmarksRoutes } from './bookmarks.routes';
import { chatRequestsRoutes } from './chat-requests.routes';
import { interestsRoutes } from './interests.routes';
import { reportsRoutes } from './reports.routes';
import type { Social } from './social';

export interface SocialRoutesOptions {
  social: Social;
  guards: Guards;
}

/** Every social route: bookmarks, interests, chat requests, blocks, reports. */
export const socialRoutes: FastifyPluginAsyncZod<SocialRoutesOptions> = async (app, { social, guards }) => {
  await app.register(bookmarksRoutes, { bookmarks: social.bookmarks, guards });
  await app.register(interestsRoutes, { interests: social.interests, guards });
  await app.register(chatRequestsRoutes, { chatRequests: social.chatRequests, guards });
  await app.register(blocksRoutes, { blocks: social.blocks, guards });
  await app.register(reportsRoutes, { reports: social.reports, guards });
};
