// The folder-level import graph: which room of the house imports which. A room is a folder
// of one job (docs/architecture.md): electron/app, electron/service, each of
// electron/features/<name> and electron/platform/<name>, each of sandbox/<name>, each of
// node/<name>, and every other top-level folder. Files at a program's root (electron/main.ts,
// sandbox/sandbox-service.ts) form that program's own room.

const ROOMS_TWO_DEEP = /^(electron\/(features|platform)|sandbox|node|renderer\/features)\/[^/]+\//;
const ROOMS_ONE_DEEP = /^(electron\/(app|service|test-support)|renderer\/[^/]+)\//;

/** The room a repository path belongs to. */
export function roomOf(path: string): string {
  const twoDeep = ROOMS_TWO_DEEP.exec(path);
  if (twoDeep) return twoDeep[0].replace(/\/$/, '');
  const oneDeep = ROOMS_ONE_DEEP.exec(path);
  if (oneDeep) return oneDeep[0].replace(/\/$/, '');
  const top = path.split('/');
  return top.length > 1 ? (top[0] ?? path) : '.';
}

export interface ModuleImports {
  source: string;
  dependencies: readonly { resolved: string }[];
}

/** Room → the rooms it imports (never itself), from a cruise's modules. */
export function roomGraph(modules: readonly ModuleImports[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of modules) {
    if (module.source.startsWith('node_modules/')) continue;
    const from = roomOf(module.source);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const { resolved } of module.dependencies) {
      if (resolved.startsWith('node_modules/') || !resolved.includes('/')) continue;
      const to = roomOf(resolved);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every group of two or more rooms that reach each other (Tarjan's strongly connected components). */
export function roomCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (room: string): void => {
    index.set(room, counter);
    low.set(room, counter);
    counter += 1;
    stack.push(room);
    onStack.add(room);
    for (const next of graph.get(room) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(room, Math.min(low.get(room) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(room, Math.min(low.get(room) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(room) === index.get(room)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== room);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const room of [...graph.keys()].sort()) if (!index.has(room)) visit(room);
  return cycles;
}
