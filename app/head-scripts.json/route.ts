import { headScripts, notFoundHeadScripts } from '@/lib/head-script-texts';

// The blocking <head> scripts' text, compiled and minified by Next like the rest of the server code
// (their functions' source is what reaches the page): every page's, and the 404 pages' own. The
// post-build step writes them into the pages' <head> and deletes this file (lib/postbuild/finalize-export.ts; see lib/head-script-texts.ts).
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ every: headScripts(), notFound: notFoundHeadScripts() });
}
