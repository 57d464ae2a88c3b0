import { mainDocRoute } from '@/lib/content/docs';
import { NavbarDropdown } from './NavbarDropdown';

type Version = { name: string; label: string; path: string };

/** Docs version menu; choosing a version remembers it (docs-preferred-version-<plugin id>). */
export function VersionDropdown({ versions, storageKey }: { versions: Version[]; storageKey: string }) {
  const current = versions[0];
  return (
    <NavbarDropdown
      label={current.label}
      ariaLabel={`Docs version: ${current.label}`}
      items={versions.map((version) => ({
        label: version.label,
        // The page being read, in that version (Docusaurus's alternate doc versions). With the one
        // version this site has, every doc exists in it: the item links to the current doc, and from
        // a page that is not a doc (the markdown page, search, tags) to the version's main doc. With
        // several versions (not built yet: siteConfig has one), each item would lead to its version's root.
        href: versions.length === 1 ? undefined : version.path,
        offDocHref: versions.length === 1 ? mainDocRoute(version.path) : undefined,
        active: version === current,
        remember: { key: storageKey, value: version.name },
      }))}
    />
  );
}
