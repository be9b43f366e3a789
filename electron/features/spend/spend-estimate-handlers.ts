import type { Handler } from '../../platform/ipc/router';
import type { SpendEstimator } from './spend-estimator';

/** `spend.estimate`: what a batch the window is about to start will cost, before anything is sent. */
export function createSpendEstimateHandlers(estimator: SpendEstimator): {
  'spend.estimate': Handler<'spend.estimate'>;
} {
  return {
    'spend.estimate': (input) =>
      'vins' in input ? estimator.forVins(input.endpoint, input.vins) : estimator.forCalls(input.endpoint, input.calls),
  };
}
