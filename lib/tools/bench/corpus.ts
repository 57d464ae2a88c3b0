/**
 * A generated docs corpus for the scale benchmark: categories × docs, each doc
 * ~5 KB of MDX with h2/h3 sections, a table, code blocks and links to other
 * docs (by route, with anchors that exist, so the link check passes).
 * Deterministic: the same inputs give the same files.
 */
import fs from 'node:fs';
import path from 'node:path';

const WORDS = (
  'editor widget toolbar selection paragraph format theme plugin event option keyboard shortcut ' +
  'command history undo redo paste image link table heading list quote code block render mount ' +
  'instance config value state update focus blur change content document schema node mark ' +
  'attribute style color font size spacing border radius shadow layout mobile desktop preview ' +
  'export import markdown html sanitize security token session locale language direction'
).split(' ');

/** A small linear congruential generator: stable text without Math.random. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export type CorpusDoc = { id: string; category: number; index: number; title: string };

export const docId = (category: number, index: number) => `topic${category + 1}-page${String(index + 1).padStart(3, '0')}`;

const SECTIONS = ['Overview', 'Configuration', 'Examples', 'Troubleshooting'];
const SUBSECTIONS = ['Options', 'Defaults', 'Edge cases'];
const slug = (text: string) => text.toLowerCase().replace(/\s+/g, '-');

function sentence(next: () => number, words: number): string {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]);
  const text = picked.join(' ');
  return text[0].toUpperCase() + text.slice(1) + '.';
}

function paragraph(next: () => number): string {
  return Array.from({ length: 3 + Math.floor(next() * 3) }, () => sentence(next, 8 + Math.floor(next() * 10))).join(' ');
}

export function corpusDocs(categories: number, perCategory: number): CorpusDoc[] {
  return Array.from({ length: categories * perCategory }, (_, n) => {
    const category = Math.floor(n / perCategory);
    const index = n % perCategory;
    return { id: docId(category, index), category, index, title: `Topic ${category + 1}: page ${index + 1}` };
  });
}

export function docSource(doc: CorpusDoc, all: CorpusDoc[]): string {
  const next = random(doc.category * 1000 + doc.index + 7);
  const other = () => all[Math.floor(next() * all.length)];
  const lines = [
    '---',
    `title: "${doc.title}"`,
    `description: Generated page ${doc.index + 1} of topic ${doc.category + 1}, for the scale benchmark.`,
    `sidebar_position: ${doc.index + 1}`,
    '---',
    '',
    `# ${doc.title}`,
    '',
    paragraph(next),
    '',
  ];
  for (const section of SECTIONS) {
    lines.push(`## ${section}`, '', paragraph(next), '');
    const target = other();
    const anchor = slug(SECTIONS[Math.floor(next() * SECTIONS.length)]);
    lines.push(`See [${target.title}](/${target.id}#${anchor}) for the related ${WORDS[Math.floor(next() * WORDS.length)]} settings.`, '');
    for (const sub of SUBSECTIONS.slice(0, 1 + Math.floor(next() * SUBSECTIONS.length))) {
      lines.push(`### ${section} ${sub.toLowerCase()}`, '', paragraph(next), '');
    }
    if (section === 'Configuration') {
      lines.push('| Option | Type | Default |', '| --- | --- | --- |');
      for (let row = 0; row < 4; row += 1) lines.push(`| \`${WORDS[row * 7 + doc.index % 7]}\` | string | \`"${WORDS[row + 3]}"\` |`);
      lines.push('');
    }
    if (section === 'Examples') {
      lines.push(
        '```js',
        "import { TextWidget } from '@textwidget/widget';",
        '',
        `const widget = new TextWidget('#editor-${doc.index}', {`,
        `  theme: '${WORDS[doc.index % WORDS.length]}',`,
        `  toolbar: ['bold', 'italic', 'link'],`,
        `  onChange(value) {`,
        `    console.log('topic ${doc.category + 1}', value.length);`,
        '  },',
        '});',
        '```',
        '',
        '```bash',
        'npm install @textwidget/widget',
        '```',
        '',
      );
    }
  }
  return lines.join('\n');
}

/** content/sidebars.ts for the corpus: the real docs first, then one category per topic. */
export function sidebarSource(categories: number, perCategory: number): string {
  const topics = Array.from({ length: categories }, (_, category) => {
    const ids = Array.from({ length: perCategory }, (_, index) => `'${docId(category, index)}'`).join(', ');
    return `    { type: 'category', label: 'Topic ${category + 1}', items: [${ids}] },`;
  });
  return [
    "import type { SidebarsConfig } from '@/lib/content/sidebar';",
    '',
    'export const sidebars = {',
    '  tutorialSidebar: [',
    "    'intro',",
    "    { type: 'category', label: 'Guides', collapsed: false, items: ['installation', 'customization'] },",
    ...topics,
    '  ],',
    '} satisfies SidebarsConfig;',
    '',
  ].join('\n');
}

/** Writes the corpus into a project copy's content/ (keeping the real docs). */
export function writeCorpus(projectDir: string, categories: number, perCategory: number): CorpusDoc[] {
  const docs = corpusDocs(categories, perCategory);
  const docsDir = path.join(projectDir, 'content/docs');
  for (const doc of docs) fs.writeFileSync(path.join(docsDir, `${doc.id}.mdx`), docSource(doc, docs));
  fs.writeFileSync(path.join(projectDir, 'content/sidebars.ts'), sidebarSource(categories, perCategory));
  return docs;
}
