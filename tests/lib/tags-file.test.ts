/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kebabCase, readTagsFile } from '@/lib/content/tags-file';

/** A docs folder holding `tags.yml` with `text`. */
function folderWithTags(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tags-file-'));
  fs.writeFileSync(path.join(dir, 'tags.yml'), text);
  return dir;
}

describe("the docs folder's tags.yml (Docusaurus 3.5)", () => {
  it('gives each tag its label, permalink and description; defaults as Docusaurus: the key capitalized, in kebab case', () => {
    const tags = readTagsFile(folderWithTags('beginner:\n  label: Beginner friendly\n  permalink: /beginners\n  description: Read first.\ngettingStarted:\nAPI:\n  description: Calls.\n'));
    expect(Object.fromEntries(tags!)).toEqual({
      beginner: { label: 'Beginner friendly', permalink: 'beginners', description: 'Read first.' },
      gettingStarted: { label: 'Gettingstarted', permalink: 'getting-started' },
      API: { label: 'Api', permalink: 'api', description: 'Calls.' },
    });
  });

  it('is optional', () => {
    expect(readTagsFile(fs.mkdtempSync(path.join(os.tmpdir(), 'tags-file-')))).toBeNull();
  });

  it('stops on a malformed file with the file, the tag and the fix', () => {
    const errorOf = (text: string) => {
      try {
        readTagsFile(folderWithTags(text));
      } catch (error) {
        return (error as Error).message;
      }
      return undefined;
    };
    expect(errorOf('')).toMatch(/tags\.yml: the file is empty\. Each tag is a key with an optional label, permalink and description:\n {2}beginner:/);
    expect(errorOf('beginner:\n  lable: Beginner\n')).toContain('tag "beginner" has an unknown key "lable" (did you mean "label"?); allowed: label, permalink, description');
    expect(errorOf('beginner:\n  label: 3\n')).toContain('tag "beginner": "label" must be text');
    expect(errorOf('a:\n  permalink: /same\nb:\n  permalink: same/\n')).toContain('tags "a" and "b" have the same permalink "/same"');
    expect(errorOf('- beginner\n')).toContain('it must be a mapping of tag keys');
    expect(errorOf('a: [\n')).toContain('invalid YAML');
  });

  it('writes keys in kebab case as lodash does', () => {
    expect(['Getting Started', 'gettingStarted', 'getting_started', 'release notes!'].map(kebabCase)).toEqual(['getting-started', 'getting-started', 'getting-started', 'release-notes']);
  });
});
