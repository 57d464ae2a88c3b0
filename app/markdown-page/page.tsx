import { MdxPage, pageMetadata } from '@/components/layout/MdxPage';

export const generateMetadata = () => pageMetadata('markdown-page');

export default function Page() {
  return <MdxPage name="markdown-page" />;
}
