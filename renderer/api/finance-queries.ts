// Query factories for payments, interest rates, taxes and fees, and cost of ownership.
// A null input (the deal is not complete yet) makes a query that waits instead of calling.
import type { ChannelInput } from '../../shared/ipc/contract';
import { serviceQuery } from './service-query';

const FINANCE_STALE_MS = 30 * 60_000;

export const financeQueries = {
  payments: (input: ChannelInput<'finance.payments'> | null) =>
    serviceQuery('finance.payments', input, { staleTime: FINANCE_STALE_MS }),
  apr: (input: ChannelInput<'finance.apr'> | null) =>
    serviceQuery('finance.apr', input, { staleTime: FINANCE_STALE_MS }),
  taxes: (input: ChannelInput<'finance.taxes'> | null) =>
    serviceQuery('finance.taxes', input, { staleTime: FINANCE_STALE_MS }),
  tco: (input: ChannelInput<'finance.tco'> | null) =>
    serviceQuery('finance.tco', input, { staleTime: FINANCE_STALE_MS }),
};
