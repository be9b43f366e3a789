// Issue 37, item 6: sharp decodes whatever libvips can load, whatever the server said the
// body was: an SVG served as image/jpeg reached librsvg (and a PDF poppler, a TIFF libtiff)
// in main. Only the three formats a photo host serves are let through, told by the bytes
// themselves before sharp sees them (libvips's own header read of an SVG already parses it).

/** The formats the thumbnailer decodes, named as sharp's metadata().format names them. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format a photo's first bytes announce, or null when it is none of the three. */
export function sniffPhotoFormat(body: Buffer): PhotoFormat | null {
  // JPEG: the SOI marker followed by the next marker's 0xFF (ITU-T T.81, B.2.1).
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpeg';
  // PNG: its eight-byte signature (RFC 2083, 3.1).
  if (body.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  // WebP: a RIFF container whose form type is WEBP (RFC 9649, 2.5).
  if (body.length >= 12 && body.toString('latin1', 0, 4) === 'RIFF' && body.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}
