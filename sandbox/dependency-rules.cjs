/**
 * The demo service's own layering, read by the root .dependency-cruiser.cjs (sandbox/README.md,
 * "Folders and layers"). From the bottom up:
 *
 *   random/, result/          seeded hashes; the value-or-refusal type of the query code
 *   catalog/                  the models and powertrains (static data)
 *   recalls/                  campaigns and records, read through the few fields they need
 *   data/                     the generated dataset, its file and cache
 *   listings/ vehicle/ photos/ finance/ market/   query code over the dataset (finance reads vehicle/;
 *                             market/ is the simulated days' motion)
 *   state/                    what a running sandbox answers from
 *   endpoints/                one handler per route, the handler contract, the spec's errors
 *   http/                     the server: routes, spec dialect, keys, rate limits, faults
 *   autodev/                  the auto.dev dialect laid over endpoints/ and http/
 *   sandbox/*.ts              the program: start, process, CLI, samples, sidecars
 *   test-support/             starts a whole sandbox for tests (sandbox-fixture.ts)
 *   integration/              the tests that run a whole sandbox over HTTP
 *
 * Each folder imports only folders below it, so no two import each other
 * (scripts/folder-cycles.test.ts checks the result; these rules name the layer that broke).
 */
const QUERY_CODE = '^sandbox/(random|result|catalog|recalls|data|listings|vehicle|photos|finance|market|state)/';

module.exports = [
  {
    name: 'sandbox-query-code-answers-with-values',
    comment:
      'Query code returns refusals as values (result/result.ts) and leaves HTTP (status codes, error bodies) ' +
      'to endpoints/ and http/.',
    severity: 'error',
    from: { path: QUERY_CODE },
    to: { path: '^sandbox/(endpoints|http|autodev)/' },
  },
  {
    name: 'sandbox-basics-import-no-folder',
    comment: 'random/ and result/ are at the bottom: every folder may use them, they use none.',
    severity: 'error',
    from: { path: '^sandbox/(random|result)/' },
    to: { path: '^sandbox/', pathNot: '^sandbox/$1/' },
  },
  {
    name: 'sandbox-catalog-is-static-data',
    comment: 'The model catalog is data: it imports no other folder of the sandbox.',
    severity: 'error',
    from: { path: '^sandbox/catalog/' },
    to: { path: '^sandbox/', pathNot: '^sandbox/catalog/' },
  },
  {
    name: 'sandbox-recalls-below-the-data',
    comment:
      "The dataset's builder solves the open-recall rates from the campaigns, so recalls/ reads only the " +
      'catalog and the hashes; vehicles and the running sandbox come in as the fields it needs.',
    severity: 'error',
    from: { path: '^sandbox/recalls/' },
    to: { path: '^sandbox/', pathNot: '^sandbox/(recalls|catalog|random|result)/' },
  },
  {
    name: 'sandbox-data-below-its-readers',
    comment: 'data/ builds and loads the dataset from the catalog and the recall campaigns; its readers sit above it.',
    severity: 'error',
    from: { path: '^sandbox/data/' },
    to: { path: '^sandbox/', pathNot: '^sandbox/(data|catalog|recalls|random|result)/' },
  },
  {
    name: 'sandbox-query-folders-apart',
    comment:
      'listings/, vehicle/, photos/ and market/ each read the dataset on their own; only finance/ builds on vehicle/.',
    severity: 'error',
    from: { path: '^sandbox/(listings|vehicle|photos|market)/' },
    to: { path: '^sandbox/(listings|vehicle|photos|finance|market|state)/', pathNot: '^sandbox/$1/' },
  },
  {
    name: 'sandbox-finance-reads-vehicles-not-listings',
    severity: 'error',
    from: { path: '^sandbox/finance/' },
    to: { path: '^sandbox/(listings|photos|state)/' },
  },
  {
    name: 'sandbox-endpoints-below-the-server',
    comment: 'endpoints/ answers one route each; the server and its routing (http/) call them, never the reverse.',
    severity: 'error',
    from: { path: '^sandbox/endpoints/' },
    to: { path: '^sandbox/(http|autodev)/' },
  },
  {
    name: 'sandbox-spec-server-without-autodev',
    comment: "The spec's server knows no dialect laid over it; start-sandbox.ts picks the dialect.",
    severity: 'error',
    from: { path: '^sandbox/http/' },
    to: { path: '^sandbox/autodev/' },
  },
  {
    name: 'sandbox-folders-not-to-the-root',
    comment:
      "The sandbox's root files import every folder, so a folder importing one closes a cycle; what a folder " +
      'shares with them lives in a folder. Only the whole-sandbox test support and its tests sit above them.',
    severity: 'error',
    from: { path: '^sandbox/[^/]+/', pathNot: '^sandbox/(test-support|integration)/' },
    to: { path: '^sandbox/[^/]+\\.ts$' },
  },
  {
    name: 'sandbox-whole-sandbox-tests-in-integration',
    comment:
      'test-support/ starts a whole sandbox (it imports start-sandbox.ts): the tests that use it live in ' +
      "integration/. A folder's own helpers live in its test-support/ (e.g. data/test-support/).",
    severity: 'error',
    from: { path: '^sandbox/', pathNot: '^sandbox/(test-support|integration)/' },
    to: { path: '^sandbox/test-support/' },
  },
  {
    name: 'sandbox-integration-at-the-top',
    comment: 'integration/ holds only tests: nothing imports them.',
    severity: 'error',
    from: { path: '^sandbox/', pathNot: '^sandbox/integration/' },
    to: { path: '^sandbox/integration/' },
  },
];
