import type { HandlerMap } from '../ipc/router';
import type { UpdateService } from './update-service';

/**
 * The Updates card's channels (issue 37). None takes input (the router refuses any):
 * the window can ask what was found, to check, to download and to restart, never name
 * a feed. Download answers at once, with the download under way; the card polls status.
 */
export function createUpdateHandlers(
  service: UpdateService,
): Pick<HandlerMap, 'updates.status' | 'updates.check' | 'updates.download' | 'updates.restart'> {
  return {
    'updates.status': () => service.status(),
    'updates.check': () => service.checkNow(),
    'updates.download': () => {
      void service.download();
      return service.status();
    },
    'updates.restart': () => ({ restarting: service.restart() }),
  };
}
