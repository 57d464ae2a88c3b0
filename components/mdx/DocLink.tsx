import { getDoc } from '@/lib/content/docs';
import { MissingIdError } from '@/lib/content/errors';
import { SiteLink } from '@/components/ui/SiteLink';

/**
 * Link to a doc by id, for MDX: `<DocLink id="installation" hash="verify-the-installation">…</DocLink>`.
 * An unknown id fails the build with the list of available ids.
 */
export function DocLink({ id, hash, children }: { id: string; hash?: string; children?: React.ReactNode }) {
  let doc;
  try {
    doc = getDoc(id);
  } catch (error) {
    // Next names the page being built; say what on it is wrong.
    if (error instanceof MissingIdError) error.message += `. Used in <DocLink id="${id}">: fix the id in the MDX file of that page.`;
    throw error;
  }
  return <SiteLink href={hash ? `${doc.route}#${hash}` : doc.route}>{children ?? doc.title}</SiteLink>;
}
