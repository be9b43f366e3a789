// Issue 37, item 6: a row's size in device pixels is its CSS size times the screen's scale,
// so rows and windows a pixel apart asked for 301, 302 and 303 px: three fetches, three
// resizes and three files of one photo. Sizes are rounded up to a step (cropped to fill, the
// picture loses nothing the row shows); 1024, the largest side asked, is a multiple of it.

const THUMBNAIL_STEP = 8;

/** The side a thumbnail is made at for a side asked: the next multiple of THUMBNAIL_STEP. */
export function roundedThumbnailSide(side: number): number {
  return Math.ceil(side / THUMBNAIL_STEP) * THUMBNAIL_STEP;
}
