/**
 * `npm run modules`, in the checks stage: the rules of the platform's module graph that an import rule alone cannot
 * state (docs/architecture.md).
 * - The modules' imports of one another form no circle: no pair imports each other, and no longer loop either, so
 *   every module can be read (and tested) on top of the ones it uses.
 * Reads the files as text: every static `from '…'` and `import('…')`, type-only imports included.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(ROOT, 'platform', 'modules');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const moduleOf = (file: string): string | undefined => {
  const relative = path.relative(MODULES, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
};

/** Module name -> the modules it imports. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of filesUnder(MODULES)) {
    const from = moduleOf(file)!;
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const to = moduleOf(path.resolve(path.dirname(file), match[1]!));
      if (to && to !== from) uses.add(to);
    }
  }
  return graph;
}

/** The graph's circles, each as its modules in order (Tarjan's strongly connected components of more than one). */
function circles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.reverse());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const graph = moduleGraph();
const found = circles(graph);
for (const circle of found) {
  const arrows = circle.flatMap((from) =>
    [...graph.get(from)!].filter((to) => circle.includes(to)).map((to) => `${from} -> ${to}`),
  );
  console.error(`modules importing one another in a circle: ${circle.join(', ')}\n  ${arrows.join('\n  ')}`);
}
const arrows = [...graph.values()].reduce((sum, uses) => sum + uses.size, 0);
console.log(`${graph.size} modules, ${arrows} arrows between them, ${found.length} circle(s)`);
process.exit(found.length > 0 ? 1 : 0);
