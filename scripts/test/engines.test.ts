import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * What `npm ci` checks on a fresh clone, read from the lock file, so that a dependency update
 * cannot bring back an `EBADENGINE` or an unreviewed install script without a failing test
 * (docs/workspace.md "Node version" and "Install scripts").
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface LockEntry {
  name?: string;
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  engines?: Record<string, string> | string[];
  hasInstallScript?: boolean;
}

interface PackageJson {
  engines?: { node?: string };
  allowScripts?: Record<string, boolean>;
}

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** `node_modules/a/node_modules/@b/c` → `@b/c`; a workspace folder keeps its own name. */
function packageName(key: string, entry: LockEntry): string {
  const at = key.lastIndexOf('node_modules/');
  return at === -1 ? (entry.name ?? key) : key.slice(at + 'node_modules/'.length);
}

/** npm's own rule for `os`/`cpu` lists: a `!name` excludes, any plain name must match. */
function platformListAllows(list: string[] | undefined, value: string): boolean {
  if (!list || list.length === 0) return true;
  if (list.includes(`!${value}`)) return false;
  const plain = list.filter((item) => !item.startsWith('!'));
  return plain.length === 0 || plain.includes(value);
}

/**
 * The installed packages: every lock entry except the root, leaving out optional packages for
 * another platform (npm skips them, and neither checks their engines nor runs their scripts).
 */
const installed = Object.entries(lock.packages)
  .filter(([key]) => key !== '')
  .filter(
    ([, entry]) =>
      !entry.optional ||
      (platformListAllows(entry.os, process.platform) &&
        platformListAllows(entry.cpu, process.arch)),
  )
  .map(([key, entry]) => ({ key, name: packageName(key, entry), entry }));

/**
 * Every installed package whose `engines.node` leaves out part of `declared`: on some Node the
 * project says it runs on, `npm ci` would print `EBADENGINE` for it.
 */
function refusing(declared: string): string[] {
  return installed.flatMap(({ key, entry }) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (range === undefined) return [];
    return semver.subset(declared, range, { includePrerelease: true })
      ? []
      : [`${key}@${entry.version ?? '?'} wants node ${range}`];
  });
}

describe('dependencies accept the Node the project runs on (no EBADENGINE on npm ci)', () => {
  const declared = pkg.engines?.node ?? '';

  it('package.json declares a Node range, and the Node running this test is in it', () => {
    expect(semver.validRange(declared)).not.toBeNull();
    expect(semver.satisfies(process.versions.node, declared)).toBe(true);
  });

  it('every installed package accepts every Node in package.json engines', () => {
    expect(refusing(declared)).toEqual([]);
  });
});

describe('install scripts are listed (no install-scripts warning on npm ci)', () => {
  it('every installed package with an install script is named in allowScripts', () => {
    const allowed = pkg.allowScripts ?? {};
    const unlisted = installed
      .filter(({ entry }) => entry.hasInstallScript === true)
      .filter(
        ({ name, entry }) =>
          allowed[name] === undefined && allowed[`${name}@${entry.version ?? ''}`] === undefined,
      )
      .map(({ key, entry }) => `${key}@${entry.version ?? '?'}`);
    expect(unlisted).toEqual([]);
  });
});
