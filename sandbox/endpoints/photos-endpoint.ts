// GET /photos/{vin} (photo URLs) and the JPEGs those URLs point to.
import { MODEL_CATALOG } from '../catalog/model-catalog';
import { EXTERIOR_COLOURS, hexToRgb, INTERIOR_COLOURS } from '../data/colors';
import { ApiError } from './api-error';
import { json, type HandlerResult, type RequestContext } from './handler-types';
import { photoUrl } from '../listings/listing-json';
import { renderPhoto } from '../photos/photo-renderer';
import { vinParam } from './vin-param';

export function handlePhotos(ctx: RequestContext): HandlerResult {
  const vin = vinParam(ctx);
  const row = ctx.state.listedRow(vin);
  if (row === undefined) throw new ApiError(404, 'RESOURCE_NOT_FOUND', `No photos found for VIN ${vin}`);
  const count = ctx.state.dataset.cols.photoCount[row]!;
  const retail = Array.from({ length: count }, (_, i) => photoUrl(ctx.baseUrl, vin, i + 1));
  return json({ data: { retail } });
}

function colour(list: typeof EXTERIOR_COLOURS, name: string): [number, number, number] {
  return hexToRgb(list.find((c) => c.name === name)?.hex ?? '#808080');
}

export async function handlePhotoImage(ctx: RequestContext): Promise<HandlerResult> {
  const [source, vin, number] = ctx.params as [string, string, string];
  const row = ctx.state.listedRow(vin);
  const n = Number(number);
  const count = row === undefined ? 0 : ctx.state.dataset.cols.photoCount[row]!;
  if (source !== 'retail' || row === undefined || n < 1 || n > count)
    throw new ApiError(404, 'RESOURCE_NOT_FOUND', `No such photo: ${ctx.url.pathname}`);
  const { cols, dict } = ctx.state.dataset;
  const jpeg = await ctx.state.photos.getOrDraw(`${vin}-${n}`, () =>
    renderPhoto(
      {
        vin,
        body: MODEL_CATALOG[cols.spec[row]!]!.body,
        exterior: colour(EXTERIOR_COLOURS, dict.exteriorColor[cols.exteriorColor[row]!]!),
        interior: colour(INTERIOR_COLOURS, dict.interiorColor[cols.interiorColor[row]!]!),
      },
      n,
      count,
    ),
  );
  return { kind: 'raw', body: jpeg, contentType: 'image/jpeg', cacheSeconds: 86_400 };
}
