import { getSidebar, getSidebarIds } from '@/lib/content/docs';
import { sidebarItemsFiles } from '@/lib/content/sidebar-files';

// The items of each collapsed sidebar category, written to out/sidebar/<sidebar>/<file>.json at
// build time; the browser fetches one when a reader first expands that category
// (lib/content/sidebar-files.ts, components/docs/SidebarCategory.tsx).
export const dynamic = 'force-static';
export const dynamicParams = false;

type Props = { params: Promise<{ sidebar: string; file: string }> };

let files: Map<string, unknown> | undefined;
const itemsFiles = () => (files ??= sidebarItemsFiles(Object.fromEntries(getSidebarIds().map((id) => [id, getSidebar(id)]))));

export function generateStaticParams(): { sidebar: string; file: string }[] {
  return [...itemsFiles().keys()].map((name) => {
    const [sidebar, file] = name.split('/');
    return { sidebar, file };
  });
}

export async function GET(_request: Request, { params }: Props) {
  const { sidebar, file } = await params;
  return new Response(JSON.stringify(itemsFiles().get(`${sidebar}/${file}`)), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
