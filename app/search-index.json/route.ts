import { getListedDocs, getPages } from '@/lib/content/docs';
import { buildSearchIndex, readSources } from '@/lib/content/search-index';

// Emitted as out/search-index.json at build time; fetched by the browser only when search is first opened.
export const dynamic = 'force-static';

export function GET() {
  const body = buildSearchIndex(readSources([...getListedDocs(), ...getPages()]));
  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
