import { siteConfig } from '../site-config';

/** "Edit this page" URL of a source file (path from the project root), or null when editUrl is not set. */
export function editUrlFor(file: string, base: string | null = siteConfig.editUrl): string | null {
  if (!base) return null;
  const relative = file.split(/[\\/]+/).filter((part) => part !== '.').join('/');
  return `${base.replace(/\/*$/, '/')}${relative}`;
}
