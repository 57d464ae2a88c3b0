import { DocPage, docMetadata } from '@/components/docs/DocPage';
import { getDocs } from '@/lib/docs';

// The doc whose front matter says `slug: /` (the intro).
function rootDoc() {
  const doc = getDocs().find((candidate) => candidate.route === '/');
  if (!doc) throw new Error('No doc has `slug: /` in its front matter, so "/" has no page. Add it to the intro doc.');
  return doc;
}

export const generateMetadata = () => docMetadata(rootDoc());

export default function Page() {
  return <DocPage doc={rootDoc()} />;
}
