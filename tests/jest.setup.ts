import '@testing-library/jest-dom';

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
