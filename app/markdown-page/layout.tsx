import { MainContent } from '@/components/layout/MainContent';

/** The page is the <main> (the skip link's target); its error boundary renders inside it. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <MainContent>{children}</MainContent>;
}
