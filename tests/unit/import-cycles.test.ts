// @vitest-environment node
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle in our code (DESIGN.md's layers run one way). eslint's import/no-cycle said so before,
 * at half of the lint's time (it walks the whole graph again from every file); this reads each file
 * once with TypeScript's parser and finds the cycles in one pass (Tarjan's strongly connected parts).
 * As import/no-cycle, an import of types only is no edge (it leaves nothing at run time); a dynamic
 * import() is one.
 */
const root = resolve(import.meta.dirname, '../..');
const folders = ['src', 'server', 'scripts', 'tests', 'bench', 'packages', '.storybook'];
const skipped = new Set(['node_modules', 'dist', 'test-results', 'storybook-static']);
const sourceFile = /\.(ts|tsx|mts|js|mjs)$/;

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (skipped.has(name)) return [];
    if (statSync(path).isDirectory()) return filesUnder(path);
    return sourceFile.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as the bundler and tsx resolve it; null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.js', '.mjs'].map((ext) => base + ext), join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

const typesOnly = (clause: ts.ImportClause | undefined): boolean => {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
};

/** What a file imports at run time: its static imports and re-exports but those of types only, and import() calls. */
function runtimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typesOnly(node.importClause)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The cycles of a graph: each strongly connected part of more than one file, or a file that imports itself. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const connect = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

/** The files read under `dirs` and their cycles, each file named from the project's root. */
function treeCycles(dirs: string[]): { files: number; cycles: string[][] } {
  const files = dirs.flatMap(filesUnder);
  const graph = new Map(
    files.map((file) => [
      file,
      runtimeImports(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(file, specifier))
        .filter((path): path is string => path !== null),
    ]),
  );
  return { files: files.length, cycles: cyclesOf(graph).map((cycle) => cycle.map((file) => relative(root, file))) };
}

describe('import cycles', () => {
  it('finds a cycle, a file that imports itself, and none in a chain', () => {
    const graph = (edges: [string, string[]][]) => new Map(edges);
    expect(
      cyclesOf(
        graph([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(graph([['a', ['a']]]))).toEqual([['a']]);
    expect(
      cyclesOf(
        graph([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads run-time imports: not those of types only, and import() calls too', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "import { type D, d } from './d';",
      "export { e } from './e';",
      "export type { F } from './f';",
      "const g = () => import('./g');",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual(['./a', './d', './e', './g']);
  });

  it('finds one written to disk among the files', () => {
    const dir = join(root, 'tests/unit/.cycle-fixture');
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      expect(treeCycles([dir]).cycles).toEqual([['tests/unit/.cycle-fixture/a.ts', 'tests/unit/.cycle-fixture/b.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has none in the tree', () => {
    const tree = treeCycles(folders.map((folder) => join(root, folder)));
    expect(tree.files).toBeGreaterThan(800);
    expect(tree.cycles).toEqual([]);
  });
});
