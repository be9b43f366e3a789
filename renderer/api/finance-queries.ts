// Query factories for payments, interest rates, taxes and fees, and cost of ownership.
// A null input (the deal is not complete yet) makes a query that waits instead of calling.
import type { ChannelInput } from '../../shared/ipc/contract';
import { endpointQuery } from './endpoint-query';
import type { CallHow } from './service-query';

export const financeQueries = {
  payments: (input: ChannelInput<'finance.payments'> | null) => endpointQuery('finance.payments', input),
  apr: (input: ChannelInput<'finance.apr'> | null) => endpointQuery('finance.apr', input),
  taxes: (input: ChannelInput<'finance.taxes'> | null) => endpointQuery('finance.taxes', input),
  /** $0.06 a call on Growth, $0.04 on Scale (docs/real-service.md row 26): its panel may ask cached-only and wait for a click. */
  tco: (input: ChannelInput<'finance.tco'> | null, how: CallHow = {}) => endpointQuery('finance.tco', input, how),
};
