import type { photoChannels } from '../../shared/ipc/photo-channels';
import type { Handler } from '../ipc/router';
import type { createPhotoFetcher } from './photo-fetcher';

export type PhotoHandlers = { [K in keyof typeof photoChannels]: Handler<K> };

export function createPhotoHandlers(fetchPhoto: ReturnType<typeof createPhotoFetcher>): PhotoHandlers {
  return { 'vehicle.photo': ({ url }, { signal }) => fetchPhoto(url, signal) };
}
