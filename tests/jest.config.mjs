import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * ESM-only packages in node_modules ("type": "module"): the MDX compiler
 * (@mdx-js/mdx, unified, remark, micromark…) and the remark plugins' helpers.
 * Jest runs CommonJS, so these must go through the SWC transform too.
 * next/jest only lets us append to transformIgnorePatterns, so its
 * node_modules pattern is replaced below.
 */
function esmPackages() {
  const modules = path.join(projectRoot, 'node_modules');
  const dirs = fs.readdirSync(modules).flatMap((name) => {
    if (name.startsWith('.')) return [];
    if (name.startsWith('@')) {
      return fs.readdirSync(path.join(modules, name)).map((inner) => `${name}/${inner}`);
    }
    return [name];
  });
  return dirs.filter((name) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(modules, name, 'package.json'), 'utf8')).type === 'module';
    } catch {
      return false;
    }
  });
}

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const base = createJestConfig({
  rootDir: '..',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
  testMatch: ['<rootDir>/tests/{lib,components}/**/*.test.{ts,tsx}'],
  // One worker per core (Jest's default leaves one core to its own process, which waits): on a
  // 2-core machine the unit tests take 26 s instead of 42.
  maxWorkers: '100%',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Its package.json "exports" has only an "import" condition, which Jest's CommonJS resolver skips.
    '^estree-walker$': '<rootDir>/node_modules/estree-walker/src/index.js',
  },
});

export default async function config() {
  const resolved = await base();
  const transpiled = esmPackages().map(escapeRegExp).join('|');
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${transpiled})/)`,
      ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.startsWith('/node_modules')),
    ],
  };
}
