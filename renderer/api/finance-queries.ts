// Query factories for payments, interest rates, taxes and fees, and cost of ownership.
import { queryOptions } from '@tanstack/react-query';
import type { ChannelInput } from '../../shared/ipc/contract';
import { invoke } from './vds';
import { serviceKeys } from './service-query-keys';

const FINANCE_STALE_MS = 30 * 60_000;

export const financeQueries = {
  payments: (input: ChannelInput<'finance.payments'>) =>
    queryOptions({
      queryKey: serviceKeys.call('finance.payments', input),
      queryFn: ({ signal }) => invoke('finance.payments', input, signal),
      staleTime: FINANCE_STALE_MS,
    }),
  apr: (input: ChannelInput<'finance.apr'>) =>
    queryOptions({
      queryKey: serviceKeys.call('finance.apr', input),
      queryFn: ({ signal }) => invoke('finance.apr', input, signal),
      staleTime: FINANCE_STALE_MS,
    }),
  taxes: (input: ChannelInput<'finance.taxes'>) =>
    queryOptions({
      queryKey: serviceKeys.call('finance.taxes', input),
      queryFn: ({ signal }) => invoke('finance.taxes', input, signal),
      staleTime: FINANCE_STALE_MS,
    }),
  tco: (input: ChannelInput<'finance.tco'>) =>
    queryOptions({
      queryKey: serviceKeys.call('finance.tco', input),
      queryFn: ({ signal }) => invoke('finance.tco', input, signal),
      staleTime: FINANCE_STALE_MS,
    }),
};
