import type { photoChannels } from '../../shared/ipc/photo-channels';
import type { Handler } from '../ipc/router';
import type { PhotoFetcher } from './photo-fetcher';
import { ThumbnailCache } from './thumbnail-cache';
import { createThumbnailer } from './thumbnailer';

export type PhotoHandlers = { [K in keyof typeof photoChannels]: Handler<K> };

export interface PhotoHandlerOptions {
  /** Where resized thumbnails are kept (userData/thumbnails). */
  thumbnailDir: string;
  thumbnailMaxBytes?: number;
}

export function createPhotoHandlers(fetchPhoto: PhotoFetcher, options: PhotoHandlerOptions): PhotoHandlers {
  const thumbnail = createThumbnailer({
    fetcher: fetchPhoto,
    cache: new ThumbnailCache({
      dir: options.thumbnailDir,
      ...(options.thumbnailMaxBytes !== undefined ? { maxBytes: options.thumbnailMaxBytes } : {}),
    }),
  });
  return {
    'vehicle.photo': ({ url }, { signal }) => fetchPhoto(url, signal),
    'vehicle.thumbnail': (input, { signal }) => thumbnail(input, signal),
  };
}
