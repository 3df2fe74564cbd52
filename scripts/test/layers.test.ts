import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, twoWayFolders } from '../lib/import-graph';

/*
 * The floor under the web (issue 32 item 2, docs/web.md "Layers"): app → components → lib →
 * packages, one way. Read from the source's own imports, so a new file is guarded the day it
 * lands.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { files, edges } = importGraph(root);

/**
 * Folders that still import each other both ways: each entry is to be taken apart, none added
 * (the test fails on a new pair, and on an entry here that is gone, so the list only shrinks).
 */
const pair = (a: string, b: string) => (a < b ? `${a} <-> ${b}` : `${b} <-> ${a}`);
const web = (folder: string) => `apps/web/src/${folder}`;
const KNOWN_TWO_WAY = new Set([
  pair('packages/api-client/src', 'packages/api-client/src/calls'),
  pair('packages/db/src', 'packages/db/src/seed'),
]);

describe('the import graph of apps/web/src and packages/*/src', () => {
  it('reads the tree (the guards below see every source file)', () => {
    expect(files).toContain('apps/web/src/lib/route-params.ts');
    expect(files).toContain('packages/domain/src/index.ts');
    expect(edges.length).toBeGreaterThan(files.length);
  });

  it('apps/web/src/lib never imports apps/web/src/components', () => {
    const upward = edges
      .filter((edge) => edge.from.startsWith(web('lib/')))
      .filter((edge) => edge.to.startsWith(web('components/')))
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(upward).toEqual([]);
  });

  it('components never import app/, packages never import apps/', () => {
    const upward = edges
      .filter(
        (edge) =>
          (edge.from.startsWith(web('components/')) && edge.to.startsWith(web('app/'))) ||
          (edge.from.startsWith(web('lib/')) && edge.to.startsWith(web('app/'))) ||
          (edge.from.startsWith('packages/') && edge.to.startsWith('apps/')),
      )
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(upward).toEqual([]);
  });

  it('has no import cycle, type-only imports included', () => {
    expect(importCycles(files, edges)).toEqual([]);
  });

  it('adds no pair of folders that import each other, and the known ones only go', () => {
    const pairs = twoWayFolders(edges);
    const added = [...pairs]
      .filter(([key]) => !KNOWN_TWO_WAY.has(key))
      .map(([key, [one, back]]) => `${key}: ${one.from} -> ${one.to}, ${back.from} -> ${back.to}`);
    expect(added).toEqual([]);
    const gone = [...KNOWN_TWO_WAY].filter((key) => !pairs.has(key));
    expect(gone, 'taken apart: remove them from KNOWN_TWO_WAY').toEqual([]);
  });
});

describe('importCycles and twoWayFolders', () => {
  const edge = (from: string, to: string) => ({ from, to, typeOnly: false });
  it('finds a cycle of three files and none in a chain', () => {
    const cyclic = [edge('a/1.ts', 'a/2.ts'), edge('a/2.ts', 'b/3.ts'), edge('b/3.ts', 'a/1.ts')];
    expect(importCycles(['a/1.ts', 'a/2.ts', 'b/3.ts'], cyclic)).toEqual([
      ['a/1.ts', 'a/2.ts', 'b/3.ts'],
    ]);
    expect(importCycles(['a/1.ts', 'a/2.ts', 'b/3.ts'], cyclic.slice(0, 2))).toEqual([]);
  });

  it('pairs two folders importing each other, not a one-way import', () => {
    const both = [edge('a/1.ts', 'b/1.ts'), edge('b/2.ts', 'a/2.ts'), edge('a/1.ts', 'c/1.ts')];
    expect([...twoWayFolders(both).keys()]).toEqual(['a <-> b']);
  });
});
