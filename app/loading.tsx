import { MainContent } from '@/components/layout/MainContent';
import { Spinner } from '@/components/ui/Spinner';

// Pages outside the docs layout render their own <main>; while one loads, the spinner stands in for it.
export default function Loading() {
  return (
    <MainContent>
      <Spinner />
    </MainContent>
  );
}
