import { getDocsSidebar, getListedDocs, getPages } from '@/lib/content/docs';
import { descriptionOf } from '@/lib/content/description';
import { buildLlmsTxt } from '@/lib/content/llms';
import { siteConfig } from '@/lib/site-config';

// Written to out/llms.txt at build time (https://llmstxt.org).
export const dynamic = 'force-static';

export function GET() {
  const entry = (doc: { id: string; title: string; route: string; file: string; description?: string }) => ({
    ...doc,
    description: descriptionOf(doc),
  });
  const body = buildLlmsTxt({
    title: siteConfig.title,
    summary: siteConfig.tagline,
    sidebar: getDocsSidebar(),
    docs: getListedDocs().map(entry),
    pages: getPages().map(entry),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
