/** jsdom has no matchMedia: a stub whose answers the test chooses (query → matches). */
export function stubMatchMedia(matches: (query: string) => boolean = () => false) {
  const matchMedia = jest.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(() => false),
  }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return matchMedia;
}
