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
        // version this site has, every doc exists in it: the item links to the current doc.
        href: versions.length === 1 ? undefined : version.path,
        // From a page that is not a doc (the markdown page, search, tags), the version's main doc.
        offDocHref: mainDocRoute(version.path),
        active: version === current,
        remember: { key: storageKey, value: version.name },
      }))}
    />
  );
}
