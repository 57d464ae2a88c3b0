import { notFound } from 'next/navigation';
import { DocPage, docMetadata } from '@/components/docs/DocPage';
import { docBySlug, docSlugParams } from '@/lib/content/docs';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => docSlugParams();

export async function generateMetadata({ params }: Props) {
  const doc = docBySlug((await params).slug);
  return doc ? docMetadata(doc) : {};
}

export default async function Page({ params }: Props) {
  const doc = docBySlug((await params).slug);
  if (!doc) notFound();
  return <DocPage doc={doc} />;
}
