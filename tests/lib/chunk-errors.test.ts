/** @jest-environment node */
import { isChunkLoadError } from '@/lib/browser/chunk-errors';

function named(name: string, message = '') {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it('recognises webpack’s ChunkLoadError by its name', () => {
    expect(isChunkLoadError(named('ChunkLoadError', 'anything'))).toBe(true);
  });

  it.each([
    ['webpack', 'Loading chunk 123 failed.\n(error: http://localhost:3000/_next/static/chunks/123.js)'],
    ['webpack, named chunk', 'Loading chunk app-layout failed.'],
    ['webpack, CSS', 'Loading CSS chunk 456 failed.\n(/_next/static/css/456.css)'],
    ['turbopack', 'Failed to load chunk /_next/static/chunks/x.js from module 42'],
    ['Chromium dynamic import', 'Failed to fetch dynamically imported module: http://localhost:3000/_next/static/chunks/x.js'],
    ['Firefox dynamic import', 'error loading dynamically imported module: http://localhost:3000/_next/static/chunks/x.js'],
    ['Safari dynamic import', 'Importing a module script failed.'],
  ])('recognises the %s message', (_, message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('is false for other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined (reading "x")'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error(''))).toBe(false);
  });

  it('is false for values that are not errors, even with a chunk message', () => {
    expect(isChunkLoadError('Loading chunk 123 failed')).toBe(false);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 123 failed' })).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
