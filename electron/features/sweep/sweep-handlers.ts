import type { sweepChannels } from '../../../shared/ipc/sweep-channels';
import type { Handler } from '../../platform/ipc/router';
import type { SweepRunner } from './sweep-runner';

export type SweepHandlers = { [K in keyof typeof sweepChannels]: Handler<K> };

export function createSweepHandlers(runner: SweepRunner): SweepHandlers {
  return {
    'sweep.start': ({ text }) => runner.start(text),
    'sweep.estimate': ({ text }) => runner.estimate(text),
    'sweep.status': () => runner.status(),
    'sweep.pause': () => runner.pause(),
    'sweep.resume': () => runner.resume(),
    'sweep.cancel': () => runner.cancel(),
    'sweep.exportCsv': () => runner.exportCsv(),
  };
}
