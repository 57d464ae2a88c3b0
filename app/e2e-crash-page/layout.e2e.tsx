import { MainContent } from '@/components/layout/MainContent';

/** Test-only route (e2e build), laid out as app/markdown-page: the page and its error boundary inside <main>. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <MainContent>{children}</MainContent>;
}
