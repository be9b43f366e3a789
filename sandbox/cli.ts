// npm run sandbox -- --port 8787 [--listings 100000] [--seed 1] [--cache-dir DIR] [--no-rate-limit]
//   [--dialect spec|autodev] [--day 0]
import { parseArgs } from 'node:util';
import { DIALECTS, type Dialect } from '../shared/service/dialect';
import { DEMO_KEYS, startSandbox } from './start-sandbox';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    listings: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    'cache-dir': { type: 'string' },
    'no-rate-limit': { type: 'boolean', default: false },
    dialect: { type: 'string', default: 'spec' },
    day: { type: 'string', default: '0' },
  },
});

function dialectOption(value: string): Dialect {
  if ((DIALECTS as readonly string[]).includes(value)) return value as Dialect;
  throw new Error(`--dialect must be one of ${DIALECTS.join(', ')}, got "${value}"`);
}

async function main(): Promise<void> {
  const dialect = dialectOption(values.dialect);
  let lastPhase = '';
  const sandbox = await startSandbox({
    port: Number(values.port),
    host: values.host,
    listings: Number(values.listings),
    seed: Number(values.seed),
    ...(values['cache-dir'] ? { cacheDir: values['cache-dir'] } : {}),
    rateLimit: !values['no-rate-limit'],
    dialect,
    day: Number(values.day),
    onProgress: ({ phase, done, total }) => {
      // Progress on stderr, one line per phase step, so stdout stays machine-readable.
      if (phase !== lastPhase || done === total || done % Math.max(1, Math.floor(total / 10)) === 0)
        process.stderr.write(`${phase}: ${done}/${total}\n`);
      lastPhase = phase;
    },
  });

  console.log(`listening on ${sandbox.url}`);
  console.log(`dialect ${sandbox.dialect}`);
  console.log(`v1 at ${sandbox.v1Url}`);
  for (const [plan, key] of Object.entries(DEMO_KEYS)) console.log(`  ${plan.padEnd(8)} key: ${key}`);

  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
