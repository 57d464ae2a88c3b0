import { headScripts } from '@/lib/head-script-texts';

// The blocking <head> scripts' text, compiled and minified by Next like the rest of the server code
// (their functions' source is what reaches the page). The post-build step writes them into every
// page's <head> and deletes this file (lib/postbuild/finalize-export.ts; see lib/head-script-texts.ts).
export const dynamic = 'force-static';

export function GET() {
  return Response.json(headScripts());
}
