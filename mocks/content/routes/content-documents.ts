import type { IRequest } from 'itty-router';
import * as z from 'zod';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, json, queryParam, siteOf } from '../../http';

// CMS preview viewer, through the content API: the showcase and children
// calls list documents (id, name, referrers count, modification date).

const LIMITS = ['10', '20', '50'] as const;
const ShowcaseQuery = z.object({
  docType: z.string().regex(/^[a-z-]+$/).optional(),
  layoutVariant: z.enum(['standard', 'landing', 'article']).optional(),
  limit: z.enum(LIMITS).default('20'),
});

interface Row {
  kind: string;
  key: string;
  body: string;
}

export interface DocumentSummary {
  id: string;
  name: string;
  docType: string;
  layoutVariant: 'standard' | 'landing' | 'article';
  referrersCount: number;
  modificationDate: string;
}

function layoutOf(row: Row): DocumentSummary['layoutVariant'] {
  if (row.key.startsWith('stories/')) return 'article';
  return row.body.includes('"type":"hero"') ? 'landing' : 'standard';
}

/** Deterministic per document, so the viewer shows stable dates across reseeds. */
function modificationDate(id: string): string {
  let hash = 7;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return new Date(Date.UTC(2026, hash % 10, 1 + (hash % 28), 8 + (hash % 10))).toISOString();
}

function summarise(rows: Row[], locale: string): DocumentSummary[] {
  return rows.map((row) => {
    const name = (JSON.parse(row.body) as { title?: string; name?: string }).title ?? row.key;
    // A page is referred to by a link to its URL; a category by its id suffix.
    const needle = row.kind === 'category' ? `-${row.key}"` : row.kind === 'page' ? `"/${locale}/${row.key}"` : `"${row.key}"`;
    const referrersCount = rows.filter((other) => other !== row && other.body.includes(needle)).length;
    const id = `${row.kind}:${row.key}`;
    return { id, name, docType: row.kind, layoutVariant: layoutOf(row), referrersCount, modificationDate: modificationDate(id) };
  });
}

async function documents(request: IRequest, env: Env): Promise<Row[]> {
  await ensureDatabase(env.DB);
  const site = siteOf(request);
  const mode = request.params.mode ?? 'publish';
  const result = await env.DB.prepare('SELECT kind, key, body FROM canvases WHERE site_id = ? AND locale = ? AND mode = ? ORDER BY kind, key')
    .bind(site.siteId, site.locale, mode)
    .all<Row>();
  return result.results;
}

export async function getShowcase(request: IRequest, env: Env): Promise<Response> {
  const query = ShowcaseQuery.safeParse({
    docType: queryParam(request, 'docType') || undefined,
    layoutVariant: queryParam(request, 'layoutVariant') || undefined,
    limit: queryParam(request, 'limit') || undefined,
  });
  if (!query.success) return errorResponse(request, 400, 'API400', 'docType, layoutVariant or limit is invalid');
  const { docType, layoutVariant, limit } = query.data;
  const summaries = summarise(await documents(request, env), siteOf(request).locale)
    .filter((doc) => (!docType || doc.docType === docType) && (!layoutVariant || doc.layoutVariant === layoutVariant))
    .sort((a, b) => b.modificationDate.localeCompare(a.modificationDate));
  return json({ documents: summaries.slice(0, Number(limit)), numFound: summaries.length });
}

export async function getChildren(request: IRequest, env: Env): Promise<Response> {
  const parent = (queryParam(request, 'parentPageSlug') ?? '').replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(parent)) return errorResponse(request, 400, 'API400', 'parentPageSlug is required');
  const rows = await documents(request, env);
  const children = summarise(rows, siteOf(request).locale).filter((doc) => doc.docType === 'page' && doc.id.startsWith(`page:${parent}/`));
  return json({ documents: children, numFound: children.length });
}
