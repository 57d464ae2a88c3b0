import { EditIcon } from '@/components/icons/Icons';
import { Link } from '@/components/ui/Link';
import { editUrlFor } from '@/lib/content/edit-url';
import { lastUpdated } from '@/lib/content/last-updated';

/** Under a doc, as Docusaurus: "Edit this page" (when siteConfig.editUrl is set) and the date of its last change. */
export function DocFooter({ file }: { file: string }) {
  const editUrl = editUrlFor(file);
  const updated = lastUpdated(file);
  return (
    <footer className="doc-footer">
      {editUrl && (
        <Link href={editUrl} className="doc-footer__edit">
          <EditIcon />
          Edit this page
        </Link>
      )}
      <span className="doc-footer__last-updated">
        Last updated on{' '}
        <b>
          <time dateTime={updated.iso}>{updated.label}</time>
        </b>
      </span>
    </footer>
  );
}
