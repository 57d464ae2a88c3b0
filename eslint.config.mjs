// ESLint (flat config): Next's rules (core web vitals, TypeScript) and React's hooks rules,
// run by `npm test` with zero warnings allowed (`npm run lint`).
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    // Playwright fixtures take a `use` callback that is not React's use() hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Unit tests render plain <a> elements on purpose: that is what the code under test receives.
    files: ['tests/components/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // jest.isolateModules() loads a fresh copy of a stateful module, which needs a synchronous require().
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores([
    'out/**',
    'out-*/**',
    '.next/**',
    '.next-*/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
