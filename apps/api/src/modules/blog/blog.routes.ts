import { BLOG_IMAGE_MAX_BYTES, BLOG_MARKDOWN_MAX, BLOG_SUMMARY_MAX, BLOG_TITLE_MAX } from '@jodi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ImageFormOptions, readImageFormAs } from '../../lib/image-form';
import { type Guards, signedIn } from '../../plugins/auth';
import { MULTIPART_ERRORS } from '../../plugins/multipart';
import {
  BLOG_FIELD_MAX_BYTES,
  BLOG_IMAGE_FIELD,
  blogCreateFormSchema,
  blogIdParams,
  blogListResponse,
  blogPageQuery,
  blogResponse,
  blogUpdateFormSchema,
  deletedResponse,
  staffBlogListResponse,
  staffBlogResponse,
} from './blog.schema';
import type { BlogService } from './blog.service';

export interface BlogRoutesOptions {
  blog: BlogService;
  guards: Guards;
}

const tags = ['Blog'];
const security = [{ bearer: [] }];
const IMAGE_MB = BLOG_IMAGE_MAX_BYTES / 1024 / 1024;
const FORM = `Multipart text fields title (≤ ${BLOG_TITLE_MAX}), summary (≤ ${BLOG_SUMMARY_MAX}), markdown (≤ ${BLOG_MARKDOWN_MAX}), status ('published' | 'draft'), remove_image ('true'), and an optional cover in the file field ${BLOG_IMAGE_FIELD} (JPEG, PNG or WebP by its bytes, ≤ ${IMAGE_MB} MB; stored re-encoded as JPEG).`;

/** The staff's blog form: 400 for bad fields before any file is stored. */
const BLOG_FORM: ImageFormOptions = {
  field: BLOG_IMAGE_FIELD,
  maxBytes: BLOG_IMAGE_MAX_BYTES,
  maxFieldBytes: BLOG_FIELD_MAX_BYTES,
};

export const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { blog, guards }) => {
  app.get(
    '/api/v1/blogs',
    {
      schema: {
        tags,
        description: 'Published posts, newest first (no token needed).',
        querystring: blogPageQuery,
        response: { 200: blogListResponse },
      },
    },
    async (req) => blog.listPublished(req.query),
  );

  app.get(
    '/api/v1/blog/:id',
    {
      config: { errors: ['BLOG_POST_NOT_FOUND'] },
      schema: {
        tags,
        description: 'A published post; `content` is sanitised HTML. Drafts and unknown ids answer 404.',
        params: blogIdParams,
        response: { 200: blogResponse },
      },
    },
    async (req) => ({ data: await blog.getPublished(req.params.id) }),
  );

  app.get(
    '/api/v1/admin/blogs',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: 'Every post, drafts too, the most recently changed first (staff).',
        querystring: blogPageQuery,
        response: { 200: staffBlogListResponse },
      },
    },
    async (req) => blog.listAll(req.query),
  );

  app.get(
    '/api/v1/admin/blogs/:id',
    {
      config: { errors: ['BLOG_POST_NOT_FOUND'] },
      preValidation: guards.requireAdmin,
      schema: { tags, security, params: blogIdParams, response: { 200: staffBlogResponse } },
    },
    async (req) => ({ data: await blog.get(req.params.id) }),
  );

  app.post(
    '/api/v1/admin/blogs',
    {
      config: {
        errors: [...MULTIPART_ERRORS, 'VALIDATION_FAILED'],
      },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: `Writes a post (staff). ${FORM} title, summary and markdown are required; status defaults to draft.`,
        response: { 201: staffBlogResponse },
      },
    },
    signedIn(async (req, reply) => {
      const { form, image } = await readImageFormAs(req, blogCreateFormSchema, BLOG_FORM);
      return reply.status(201).send({ data: await blog.create(req.user, form, image) });
    }),
  );

  app.put(
    '/api/v1/admin/blogs/:id',
    {
      config: {
        errors: [...MULTIPART_ERRORS, 'BLOG_POST_NOT_FOUND'],
      },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: blogIdParams,
        description: `Changes the fields sent (staff). ${FORM} A new cover replaces the old one.`,
        response: { 200: staffBlogResponse },
      },
    },
    async (req) => {
      const { form, image } = await readImageFormAs(req, blogUpdateFormSchema, BLOG_FORM);
      return { data: await blog.update(req.params.id, form, image) };
    },
  );

  app.delete(
    '/api/v1/admin/blogs/:id',
    {
      config: { errors: ['BLOG_POST_NOT_FOUND'] },
      preValidation: guards.requireAdmin,
      schema: { tags, security, params: blogIdParams, response: { 200: deletedResponse } },
    },
    async (req) => ({ data: await blog.remove(req.params.id) }),
  );
};
