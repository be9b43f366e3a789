import type { AnswerShape } from './service-dialect';
import {
  normalizeListingAnswer,
  normalizeListingsPage,
  normalizeOpenRecalls,
  normalizeRecalls,
} from './autodev-answers';
import { normalizeV1Decode } from './autodev-v1-decode';

/**
 * auto.dev's successful answer for one shape → the spec's shape. Shapes whose auto.dev
 * body the schemas read directly (decode, build, specs, finance, plate, photos, usage)
 * pass through: the schemas ignore extra keys, read numeric strings and year ranges.
 */
export function normalizeAutodevAnswer(shape: AnswerShape, body: unknown, vin?: string): unknown {
  switch (shape) {
    case 'listings':
      return normalizeListingsPage(body);
    case 'listing':
      return normalizeListingAnswer(body);
    case 'recalls':
      return normalizeRecalls(body);
    case 'openrecalls':
      return normalizeOpenRecalls(body);
    case 'v1-vin':
      // The v1 body does not repeat the VIN it decoded.
      return normalizeV1Decode(body, vin);
    default:
      return body;
  }
}
