import { appChannels } from '../../../shared/ipc/app-channels';
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import { createRouter, type HandlerMap, type Router, type RouterOptions } from '../../platform/ipc/router';
import type { ServiceClient } from '../create-service-client';
import { createServiceHandlers } from '../service-handlers';

// A router as main builds it, with the real service handlers and the app's own
// channels stubbed (they are not this client's business), for tests and the bench.

export const TRUSTED_FRAME = { url: 'app://vindesk/index.html', isMainFrame: true };

export function createServiceRouter(client: ServiceClient, logError?: RouterOptions['logError']): Router {
  const stub = () => {
    throw new AppErrorException(appError('internal', 'NOT_IN_TEST', 'App channels are not part of this test.'));
  };
  const appStubs = Object.fromEntries(Object.keys(appChannels).map((name) => [name, stub]));
  const handlers = { ...appStubs, ...createServiceHandlers(client) } as HandlerMap;
  return createRouter(handlers, { isTrustedSender: () => true, ...(logError ? { logError } : {}) });
}
