import type { photoChannels } from '../../../shared/ipc/photo-channels';
import type { Handler } from '../../platform/ipc/router';
import type { PhotoFetcher } from './photo-fetcher';
import { ThumbnailCache } from './thumbnail-cache';
import { createThumbnailer, warmSharp } from './thumbnailer';

/** Startup's own work first; then sharp, so the first results or gallery need not load it. */
const SHARP_WARM_DELAY_MS = 3_000;

export type PhotoHandlers = { [K in keyof typeof photoChannels]: Handler<K> };

export interface PhotoHandlerOptions {
  /** Where resized thumbnails are kept (userData/thumbnails). */
  thumbnailDir: string;
  thumbnailMaxBytes?: number;
}

export function createPhotoHandlers(fetchPhoto: PhotoFetcher, options: PhotoHandlerOptions): PhotoHandlers {
  const { thumbnail } = createThumbnailer({
    fetcher: fetchPhoto,
    cache: new ThumbnailCache({
      dir: options.thumbnailDir,
      ...(options.thumbnailMaxBytes !== undefined ? { maxBytes: options.thumbnailMaxBytes } : {}),
    }),
  });
  // Unref'd: a main that is closing (or a test) is not kept alive for it.
  setTimeout(() => void warmSharp().catch(() => undefined), SHARP_WARM_DELAY_MS).unref();
  return {
    'vehicle.photo': ({ url }, { signal }) => fetchPhoto(url, signal),
    'vehicle.thumbnail': (input, { signal }) => thumbnail(input, signal),
  };
}
