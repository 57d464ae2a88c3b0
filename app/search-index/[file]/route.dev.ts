import { getListedDocs, getPages } from '@/lib/content/docs';
import { buildSearchIndex, readSources } from '@/lib/content/search-index';
import { cachedSearchIndex } from '@/lib/content/search-index-cache';

// Every file of the sharded index, for `next dev` only (the `dev.ts` page extension, next.config.mjs);
// the browser fetches only those a query needs (lib/browser/search-engine.ts). A build writes the same
// files after `next build` (lib/postbuild/write-search-index.ts): as ~500 pages of Next's static
// generation, 1,000 docs' index cost ~7 s of the build instead of ~1.
export const dynamic = 'force-static';
export const dynamicParams = false;

let files: Map<string, string> | undefined;
function indexFiles(): Map<string, string> {
  files ??= cachedSearchIndex(readSources([...getListedDocs(), ...getPages()]), buildSearchIndex);
  return files;
}

export function generateStaticParams(): { file: string }[] {
  return [...indexFiles().keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  return new Response(indexFiles().get(file), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
