import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

// A local stand-in for the hosted service that answers with its documented
// request/answer pairs (test-fixtures/autodev/), so screens can be checked
// against exactly what auto.dev is documented to send.

const FIXTURES = resolve(__dirname, '../../test-fixtures/autodev');

interface Fixture {
  status: number;
  body: unknown;
}

function readFixture(name: string): Fixture {
  return JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Fixture;
}

/** Which fixture answers which path: the first pattern that matches wins. */
export type FixtureRoutes = [pattern: RegExp, fixture: string][];

export const DEFAULT_ROUTES: FixtureRoutes = [
  [/^\/vin\//, 'vin-decode.json'],
  [/^\/build\//, 'build.json'],
  [/^\/specs\//, 'specs.json'],
  [/^\/recalls\//, 'recalls.json'],
  [/^\/openrecalls\//, 'openrecalls.json'],
  [/^\/photos\//, 'photos-empty.json'],
  [/^\/listings\/[A-Z0-9]{17}$/, 'listings-not-found-404.json'],
  [/^\/listings$/, 'listings-facets.json'],
  [/^\/plate\/CA\/ABC123$/, 'plate-found.json'],
  [/^\/plate\//, 'plate-not-found-404.json'],
  [/^\/payments\//, 'payments.json'],
  [/^\/apr\//, 'apr.json'],
  [/^\/taxes\//, 'taxes.json'],
  [/^\/tco\//, 'tco.json'],
];

export interface FixtureService {
  url: string;
  /** Paths asked, in order. */
  asked: string[];
  setRoutes(routes: FixtureRoutes): void;
  close(): Promise<void>;
}

/** Photo URLs are dropped from the answers: the test machines reach no image host. */
function withoutPhotoHosts(text: string): string {
  return text.replace(/"primaryImage":"https:[^"]*"/g, '"primaryImage":null');
}

export async function startFixtureService(): Promise<FixtureService> {
  let routes = DEFAULT_ROUTES;
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    asked.push(path);
    const name = routes.find(([pattern]) => pattern.test(path))?.[1];
    if (!name) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not in the fixtures"}');
      return;
    }
    const fixture = readFixture(name);
    response
      .writeHead(fixture.status, { 'content-type': 'application/json' })
      .end(withoutPhotoHosts(JSON.stringify(fixture.body)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    setRoutes(next) {
      routes = next;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
