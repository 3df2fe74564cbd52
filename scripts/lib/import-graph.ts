import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the project's source (apps/web/src and packages/*\/src, tests left out),
 * for the layer guards (scripts/test/layers.test.ts, docs/web.md "Layers"): every static
 * `import`/`export … from`, `import()` and `import('…')` type that names a file of the tree,
 * through `./` paths, the web's `@/` alias and the workspaces' `@trybuna/*` exports.
 */

export interface ImportEdge {
  /** Paths relative to the repository root, with `/`. */
  from: string;
  to: string;
  /** `import type`, an import whose every name is a type, or an `import('…')` type. */
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /(\.test\.tsx?|\.d\.ts)$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') sourceFiles(full, out);
    } else if (SOURCE.test(entry.name) && !SKIPPED.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

function fileAt(base: string): string | null {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

type Exports = Record<string, string>;

function workspaces(root: string): Map<string, { dir: string; exports: Exports }> {
  const found = new Map<string, { dir: string; exports: Exports }>();
  const packages = path.join(root, 'packages');
  for (const name of readdirSync(packages)) {
    const manifest = path.join(packages, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; exports?: Exports };
    found.set(json.name, { dir: path.join(packages, name), exports: json.exports ?? {} });
  }
  return found;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
    const named = clause.namedBindings;
    return (
      !clause.name &&
      named !== undefined &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((element) => element.isTypeOnly)
    );
  }
  if (node.isTypeOnly) return true;
  const named = node.exportClause;
  return (
    named !== undefined &&
    ts.isNamedExports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

/** Every import edge between source files of `root`'s apps/web/src and packages/*\/src. */
export function importGraph(root: string): { files: string[]; edges: ImportEdge[] } {
  const packages = workspaces(root);
  const absolute = [
    ...sourceFiles(path.join(root, 'apps/web/src')),
    ...[...packages.values()].flatMap((workspace) => sourceFiles(path.join(workspace.dir, 'src'))),
  ];
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

  const resolve = (specifier: string, from: string): string | null => {
    if (specifier.startsWith('.')) return fileAt(path.resolve(path.dirname(from), specifier));
    if (specifier.startsWith('@/'))
      return fileAt(path.join(root, 'apps/web/src', specifier.slice(2)));
    const match = /^(@trybuna\/[^/]+)(\/.*)?$/.exec(specifier);
    const workspace = match?.[1] ? packages.get(match[1]) : undefined;
    if (!match || !workspace) return null;
    const sub = `.${match[2] ?? ''}`;
    const exact = workspace.exports[sub];
    if (exact) return fileAt(path.join(workspace.dir, exact));
    for (const [key, target] of Object.entries(workspace.exports)) {
      if (!key.endsWith('*')) continue;
      const prefix = key.slice(0, -1);
      if (sub.startsWith(prefix)) {
        return fileAt(path.join(workspace.dir, target.replace('*', sub.slice(prefix.length))));
      }
    }
    return null;
  };

  const edges: ImportEdge[] = [];
  for (const file of absolute) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      kind,
    );
    const add = (specifier: string, typeOnly: boolean) => {
      const to = resolve(specifier, file);
      if (to) edges.push({ from: relative(file), to: relative(to), typeOnly });
    };
    const visit = (node: ts.Node): void => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        add(node.moduleSpecifier.text, isTypeOnly(node));
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        add(node.arguments[0].text, false);
      } else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        add(node.argument.literal.text, true);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { files: absolute.map(relative), edges };
}

/** The import cycles: each strongly connected group of two or more files (Tarjan), sorted. */
export function importCycles(files: readonly string[], edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const edge of edges) next.get(edge.from)?.push(edge.to);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/**
 * Pairs of folders that import each other (`a <-> b`, a before b), each with one import of
 * each way as its witness.
 */
export function twoWayFolders(edges: readonly ImportEdge[]): Map<string, [ImportEdge, ImportEdge]> {
  const folder = (file: string) => path.posix.dirname(file);
  const oneWay = new Map<string, ImportEdge>();
  for (const edge of edges) {
    const key = `${folder(edge.from)} -> ${folder(edge.to)}`;
    if (folder(edge.from) !== folder(edge.to) && !oneWay.has(key)) oneWay.set(key, edge);
  }
  const pairs = new Map<string, [ImportEdge, ImportEdge]>();
  for (const [key, edge] of oneWay) {
    const [a, b] = key.split(' -> ') as [string, string];
    const back = oneWay.get(`${b} -> ${a}`);
    if (back && a < b) pairs.set(`${a} <-> ${b}`, [edge, back]);
  }
  return pairs;
}
