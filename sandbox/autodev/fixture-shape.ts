// Test helper: whether an answer has the shape of a documented auto.dev answer — every
// key the fixture shows, with the same JSON type — and the fixtures themselves.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('../../test-fixtures/autodev/', import.meta.url));

export function fixtureBody(name: string): unknown {
  const fixture = JSON.parse(readFileSync(`${FIXTURES}${name}.json`, 'utf8')) as { body: unknown };
  return fixture.body;
}

function kind(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

export interface ShapeOptions {
  /** Paths (dots, [] for array items) of maps whose keys are data, not field names. */
  maps?: readonly string[];
  /** Paths the service documents as nullable: null is accepted there. */
  nullable?: readonly string[];
}

/** The differences between a fixture's shape and an answer's, as readable lines. */
export function shapeDifferences(fixture: unknown, actual: unknown, options: ShapeOptions = {}, path = ''): string[] {
  const here = path || '(root)';
  // A null in the fixture only says the field is there.
  if (fixture === null) return [];
  if (actual === null && options.nullable?.includes(path)) return [];
  if (kind(fixture) !== kind(actual)) return [`${here}: ${kind(fixture)} expected, got ${kind(actual)}`];
  if (Array.isArray(fixture) && Array.isArray(actual)) {
    if (fixture.length === 0) return [];
    return actual.flatMap((item) => shapeDifferences(fixture[0], item, options, `${path}[]`));
  }
  if (kind(fixture) !== 'object' || options.maps?.includes(path)) return [];
  const f = fixture as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  return Object.keys(f).flatMap((key) => {
    const child = path ? `${path}.${key}` : key;
    if (!(key in a)) return [`${child}: missing`];
    return shapeDifferences(f[key], a[key], options, child);
  });
}
