/**
 * llms.txt (https://llmstxt.org): the site title, its summary, then a list of links to the
 * Markdown copy of every doc with its description, grouped by sidebar category; standalone
 * pages under "Optional" (what a reader with little context may skip).
 */
import type { SidebarItem } from './sidebar';
import { markdownRoute, sitePath, siteUrl } from '../site-url';

export type LlmsEntry = { id: string; title: string; route: string; description: string };

export type LlmsInput = {
  title: string;
  summary: string;
  sidebar: SidebarItem[];
  docs: LlmsEntry[];
  pages: LlmsEntry[];
};

/** Section of docs outside any category (top level of the sidebar, or not in it). */
const TOP_LEVEL_SECTION = 'Docs';

function linkLine(entry: LlmsEntry): string {
  const link = `- [${entry.title}](${siteUrl(markdownRoute(entry.route))})`;
  return entry.description ? `${link}: ${entry.description}` : link;
}

export function buildLlmsTxt({ title, summary, sidebar, docs, pages }: LlmsInput): string {
  const sections = new Map<string, string[]>([[TOP_LEVEL_SECTION, []]]);
  const listed = new Set<string>();
  const add = (section: string, line: string) => {
    if (!sections.has(section)) sections.set(section, []);
    sections.get(section)!.push(line);
  };
  const walk = (items: SidebarItem[], section: string | null) => {
    for (const item of items) {
      if (item.type === 'category') {
        // A category's own page (a doc link) is listed first in its section.
        const linked = item.linkedDocId && docs.find((candidate) => candidate.id === item.linkedDocId);
        const name = section ? `${section} / ${item.label}` : item.label;
        if (linked && !listed.has(linked.id)) {
          listed.add(linked.id);
          add(name, linkLine(linked));
        }
        walk(item.items, name);
      } else if (item.type === 'link') {
        add(section ?? TOP_LEVEL_SECTION, `- [${item.label}](${item.href})`);
      } else if (item.type === 'doc') {
        const doc = docs.find((candidate) => candidate.id === item.id);
        if (!doc || listed.has(doc.id)) continue;
        listed.add(doc.id);
        add(section ?? TOP_LEVEL_SECTION, linkLine(doc));
      }
    }
  };
  walk(sidebar, null);
  // Docs left out of the sidebar still have pages: list them too.
  for (const doc of docs) if (!listed.has(doc.id)) add(TOP_LEVEL_SECTION, linkLine(doc));
  for (const page of pages) add('Optional', linkLine(page));

  const body = [...sections].filter(([, lines]) => lines.length > 0).map(([name, lines]) => `## ${name}\n\n${lines.join('\n')}`);
  const intro =
    `Documentation of ${title}. Each link is the Markdown source of a page; ` +
    `the page itself is at the same address without ".md" (${sitePath('/index.md')} is ${sitePath('/')}).`;
  return [`# ${title}`, `> ${summary}`, intro, ...body].join('\n\n') + '\n';
}
