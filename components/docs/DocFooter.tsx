import { EditIcon } from '@/components/icons/Icons';
import { Link } from '@/components/ui/Link';
import { editUrlFor } from '@/lib/content/edit-url';
import { formatDate, lastUpdated } from '@/lib/content/last-updated';

type Props = {
  file: string;
  /** Front matter custom_edit_url: a URL, or null for no link. */
  editUrl?: string | null;
  /** Front matter last_update: replaces what git says. */
  lastUpdate?: { date?: string; author?: string };
};

/** Under a doc, as Docusaurus: "Edit this page" (when siteConfig.editUrl is set) and the date of its last change. */
export function DocFooter({ file, editUrl: customEditUrl, lastUpdate }: Props) {
  const editUrl = customEditUrl === undefined ? editUrlFor(file) : customEditUrl;
  const date = lastUpdate?.date ? new Date(lastUpdate.date) : undefined;
  const updated = date ? { iso: date.toISOString(), label: formatDate(date) } : lastUpdated(file);
  return (
    <footer className="doc-footer">
      {editUrl && (
        <Link href={editUrl} className="doc-footer__edit">
          <EditIcon />
          Edit this page
        </Link>
      )}
      <span className="doc-footer__last-updated">
        {'Last updated on '}
        <b>
          <time dateTime={updated.iso}>{updated.label}</time>
        </b>
        {lastUpdate?.author && (
          <>
            {' '}by <b>{lastUpdate.author}</b>
          </>
        )}
      </span>
    </footer>
  );
}
