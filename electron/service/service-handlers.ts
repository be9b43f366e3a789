import type { Handler } from '../platform/ipc/router';
import type { serviceChannels } from '../../shared/ipc/service-channels';
import type { ServiceClient } from './create-service-client';
import { summarizeListings } from './listing-summary';

// The IPC side of the service client: one handler per service channel. Input is
// already parsed by the router; failures travel as AppErrorException.

export type ServiceHandlers = { [K in keyof typeof serviceChannels]: Handler<K> };

export function createServiceHandlers(client: ServiceClient): ServiceHandlers {
  return {
    // The window gets only the table's fields; main's own callers of the client get whole listings.
    'listings.search': async (input, { signal }) => summarizeListings(await client.searchListings(input, signal)),
    'listings.select': (input, { signal }) => client.selectListings(input, signal),
    'listings.next': async (input, { signal }) => summarizeListings(await client.nextListings(input.url, signal)),
    'listings.get': (input, { signal }) => client.getListing(input.vin, signal),
    'vehicle.photos': (input, { signal }) => client.getPhotos(input.vin, signal),
    'vehicle.decode': (input, { signal }) => client.decodeVinV1(input.vin, signal),
    'vehicle.build': (input, { signal }) => client.getBuild(input.vin, signal),
    'vehicle.specs': (input, { signal }) => client.getSpecs(input.vin, signal),
    'vehicle.recalls': (input, { signal }) => client.getRecalls(input.vin, signal),
    'vehicle.openRecalls': (input, { signal }) =>
      client.getOpenRecalls(input.vin, input.recalls === undefined ? {} : { recalls: input.recalls }, signal),
    'plate.lookup': (input, { signal }) => client.lookupPlate(input.plate, input.state, signal),
    'finance.payments': (input, { signal }) => client.getPayments(input, signal),
    'finance.apr': (input, { signal }) => client.getApr(input, signal),
    'finance.taxes': (input, { signal }) => client.getTaxes(input, signal),
    'finance.tco': (input, { signal }) => client.getTco(input, signal),
    'plan.access': () => client.planAccess(),
    'cache.clear': () => client.clearCache(),
  };
}
