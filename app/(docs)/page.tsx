import { DocPage, docMetadata } from '@/components/docs/DocPage';
import { getRootDoc } from '@/lib/content/docs';

export const generateMetadata = () => docMetadata(getRootDoc());

export default function Page() {
  return <DocPage doc={getRootDoc()} />;
}
