import '@testing-library/jest-dom';
import os from 'node:os';
import path from 'node:path';

// What a local build's MDX compile saved (lib/mdx/parsed-doc.mjs) stays out of the unit tests: they
// parse what they read (tests/lib/parsed-doc.test.ts points this at its own folder).
process.env.TEXTWIDGET_PARSED_DOCS = path.join(os.tmpdir(), 'textwidget-unit-tests-no-parsed-docs');

// jsdom has no IntersectionObserver: links observe nothing unless a test installs its own (SiteLink.test.tsx).
class InertIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.IntersectionObserver ??= InertIntersectionObserver as unknown as typeof IntersectionObserver;

// Components that link to routes use Next's router (components/ui/SiteLink.tsx); tests that need
// more (the pathname, pushes) mock next/navigation themselves.
jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));
