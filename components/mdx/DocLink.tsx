import { getDoc } from '@/lib/content/docs';
import { SiteLink } from '@/components/ui/SiteLink';

/**
 * Link to a doc by id, for MDX: `<DocLink id="installation" hash="verify-the-installation">…</DocLink>`.
 * An unknown id fails the build with the list of available ids.
 */
export function DocLink({ id, hash, children }: { id: string; hash?: string; children?: React.ReactNode }) {
  const doc = getDoc(id);
  return <SiteLink href={hash ? `${doc.route}#${hash}` : doc.route}>{children ?? doc.title}</SiteLink>;
}
