import type { IRequest } from 'itty-router';
import type { z } from 'zod';
import { SocialReportSchema, SocialStashSchema, SocialUploadSchema, SocialUserSchema, type SocialMedia } from '../../../shared/catalogue/schemas/social';
import { findMedia, parseFilter, SOCIAL_MEDIA, type MediaFilter } from '../../data/social/media';
import { WIDGET_SCRIPT } from '../social-widget-script';
import { api } from '../../../shared/api';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { errorResponse, intParam, json, notFound, queryParam, type MockRouter } from '../../http';

/*
 * The social media host (a separate third party), under /social:
 *   GET  /social/                                  service description
 *   GET  /social/categories/media/recent?categoryId=
 *   GET  /social/customers/{customerId}/media/recent
 *   GET  /social/media/{mediaId}/streams
 *   GET  /social/streams/{streamId}/media/recent
 *   GET  /social/streams/media/recent
 *   POST /social/media/{mediaId}/reports           { reason, details? }
 *   POST /social/stashes                           { mediaIds }
 *   POST /social/users/{userId}/media              { imageUrl, caption, productIds? }
 *   POST /social/users                             { username, email }
 *   GET  /social/widget.js?containerId=&locale=    the embeddable gallery widget
 * Every media list also takes `filter` (e.g. `category:10101 product:JK619948`) and `limit` (1 to 50, default 12).
 */

const MAX_LIMIT = 50;

function mediaList(request: IRequest, scope: MediaFilter): Response {
  const limit = intParam(request, 'limit', 12);
  if (Number.isNaN(limit) || limit < 1 || limit > MAX_LIMIT) return errorResponse(request, 400, 'API400', `limit must be an integer from 1 to ${MAX_LIMIT}`);
  const found: SocialMedia[] = findMedia({ ...parseFilter(queryParam(request, 'filter') ?? ''), ...scope });
  return json({ data: found.slice(0, limit), total: found.length });
}

async function parseBody<S extends z.ZodType>(request: IRequest, schema: S): Promise<z.infer<S> | Response> {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : errorResponse(request, 400, 'API400', 'Invalid request body');
}

const knownMedia = (mediaId: string | undefined) => SOCIAL_MEDIA.find((media) => media.id === mediaId);

export function registerSocialRoutes(router: MockRouter): void {
  registerRoutes(router, [
    on(api.social.service, () => json({ name: 'Ridgeline community photos', version: '1', streams: ['ridgeline-community'] })),
    on(api.social.widgetScript, () => new Response(WIDGET_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' } })),
    on(api.social.categoryMedia, (request) => {
      const categoryId = queryParam(request, 'categoryId');
      return categoryId ? mediaList(request, { categoryId }) : errorResponse(request, 400, 'API400', 'categoryId is required');
    }),
    on(api.social.customerMedia, (request) => mediaList(request, { customerId: request.params.customerId })),
    on(api.social.mediaStreams, (request) => {
      const media = knownMedia(request.params.mediaId);
      return media ? answer(api.social.mediaStreams, { data: media.streamIds.map((id) => ({ id, name: 'Ridgeline community' })) }) : notFound(request);
    }),
    on(api.social.recentMedia, (request) => mediaList(request, {})),
    on(api.social.streamMedia, (request) => mediaList(request, { streamId: request.params.streamId })),
    on(api.social.reportMedia, async (request) => {
      if (!knownMedia(request.params.mediaId)) return notFound(request);
      const body = await parseBody(request, SocialReportSchema);
      return body instanceof Response ? body : answer(api.social.reportMedia, { mediaId: request.params.mediaId, status: 'received' }, { status: 201 });
    }),
    on(api.social.stash, async (request) => {
      const body = await parseBody(request, SocialStashSchema);
      return body instanceof Response ? body : answer(api.social.stash, { stashId: `stash-${body.mediaIds.length}-${body.mediaIds[0]}`, mediaIds: body.mediaIds }, { status: 201 });
    }),
    on(api.social.uploadMedia, async (request) => {
      const body = await parseBody(request, SocialUploadSchema);
      return body instanceof Response ? body : answer(api.social.uploadMedia, { mediaId: `pending-${request.params.userId}`, status: 'moderation' }, { status: 201 });
    }),
    on(api.social.createUser, async (request) => {
      const body = await parseBody(request, SocialUserSchema);
      return body instanceof Response ? body : answer(api.social.createUser, { userId: `user-${body.username}`, username: body.username }, { status: 201 });
    }),
  ]);
}
