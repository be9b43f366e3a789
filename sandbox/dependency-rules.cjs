/**
 * The demo service's own layering, read by the root .dependency-cruiser.cjs. Its query code
 * (data, listings, recalls, finance, vehicle, catalog, photos) answers with values, errors
 * included; only http/ speaks HTTP, and autodev/ is the auto.dev dialect laid over the spec's
 * endpoints/. See sandbox/README.md.
 */
const QUERY_CODE = '^sandbox/(data|listings|recalls|finance|vehicle|catalog|photos)/';

module.exports = [
  {
    name: 'sandbox-query-code-answers-with-values',
    comment: 'Query code returns errors as values and leaves HTTP (status codes, error bodies) to http/.',
    severity: 'error',
    from: { path: QUERY_CODE },
    to: { path: '^sandbox/(http|endpoints|autodev)/' },
  },
  {
    name: 'sandbox-endpoints-below-the-server',
    comment: 'endpoints/ answers one route each; the server and its routing (http/) call them, never the reverse.',
    severity: 'error',
    from: { path: '^sandbox/endpoints/' },
    to: { path: '^sandbox/(http/(sandbox-server|routes)|autodev/)' },
  },
];
