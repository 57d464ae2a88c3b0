/**
 * The docs folder's `tags.yml`, as Docusaurus 3.5 reads it: each key a tag that docs name in their
 * front matter (`tags: [beginner]`), with an optional label (else the key, capitalized), permalink
 * (else the key in kebab case, under /tags) and description (shown on its page). A tag a doc names
 * that the file does not define is the doc's own, as without the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { closestName } from '../closest-name.mjs';
import { docError } from '../mdx/doc-error.mjs';

export type DefinedTag = { label: string; permalink: string; description?: string };

const FIELDS = ['label', 'permalink', 'description'];

/** lodash's kebabCase for tag keys: "Getting Started", "gettingStarted", "getting_started" → "getting-started". */
export function kebabCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('-')
    .toLowerCase();
}

/** lodash's capitalize: the first letter upper case, the rest lower case. */
const capitalize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();

/** The tags `docsDir/tags.yml` defines, by key; null without the file. Malformed: an Error naming the file, the tag and the fix. */
export function readTagsFile(docsDir: string): Map<string, DefinedTag> | null {
  const file = path.join(docsDir, 'tags.yml');
  if (!fs.existsSync(file)) return null;
  const shown = path.relative(process.cwd(), file);
  const fail = (reason: string): never => {
    throw docError(`${shown}: ${reason}. Each tag is a key with an optional label, permalink and description:\n  beginner:\n    label: Beginner friendly\n    permalink: /beginners\n    description: Start here.`);
  };
  const text = fs.readFileSync(file, 'utf8');
  if (!text.trim()) fail('the file is empty');
  let data: unknown;
  try {
    data = YAML.parse(text);
  } catch (error) {
    fail(`invalid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) fail('it must be a mapping of tag keys');
  const tags = new Map<string, DefinedTag>();
  const byPermalink = new Map<string, string>();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) fail(`tag "${key}" must be a mapping or empty`);
    const entry = (value ?? {}) as Record<string, unknown>;
    for (const [field, fieldValue] of Object.entries(entry)) {
      if (!FIELDS.includes(field)) {
        const meant = closestName(field, FIELDS);
        fail(`tag "${key}" has an unknown key "${field}"${meant ? ` (did you mean "${meant}"?)` : ''}; allowed: ${FIELDS.join(', ')}`);
      }
      if (typeof fieldValue !== 'string' || !fieldValue.trim()) fail(`tag "${key}": "${field}" must be text`);
    }
    const permalink = ((entry.permalink as string | undefined) ?? `/${kebabCase(key)}`).replace(/^\/+|\/+$/g, '');
    const other = byPermalink.get(permalink);
    if (other !== undefined) fail(`tags "${other}" and "${key}" have the same permalink "/${permalink}"; give one another permalink`);
    byPermalink.set(permalink, key);
    tags.set(key, {
      label: (entry.label as string | undefined) ?? capitalize(key),
      permalink,
      ...(entry.description !== undefined && { description: entry.description as string }),
    });
  }
  return tags;
}
