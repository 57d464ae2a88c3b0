import { getListedDocs, getPages } from '@/lib/content/docs';
import { buildSearchIndex, readSources } from '@/lib/content/search-index';
import { cachedSearchIndex } from '@/lib/content/search-index-cache';

// Every file of the sharded index, written to out/search-index/ at build time; the browser fetches
// only those a query needs (lib/browser/search-engine.ts).
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
