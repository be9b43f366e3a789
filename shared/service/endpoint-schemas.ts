// The endpoint table's schema column (endpoint-table.ts): each row's input schema, how its
// answer body is read, and the answer's type as the window gets it. Kept apart from the
// table only because it carries zod, which the preload and the window must not; the
// `satisfies` below makes a row missing here, or one the table lacks, a type error.
import type { z } from 'zod';
import type { ChannelDefinition } from '../ipc/channel';
import type { Fetched, SelectedListingsResult } from '../schemas/fetched';
import type { ListingSummariesResult } from '../schemas/listing-summary';
import {
  AprInputSchema,
  PaymentsInputSchema,
  TaxesInputSchema,
  TcoInputSchema,
} from '../schemas/finance-inputs-schema';
import {
  ListingsNextInputSchema,
  ListingsSearchInputSchema,
  ListingsSelectInputSchema,
} from '../schemas/listings-query-schema';
import { parseListingsPage, parseSelectedListingsPage } from '../schemas/listings-page-schema';
import { OpenRecallsInputSchema, PlateInputSchema, VinInputSchema } from '../schemas/vehicle-inputs-schema';
import { ListingResponseSchema } from '../schemas/listing-schema';
import { PhotosResponseSchema } from '../schemas/photos-schema';
import { VinDecodeSchema } from '../schemas/vin-decode-schema';
import { BuildResponseSchema } from '../schemas/build-schema';
import { SpecsResponseSchema } from '../schemas/specs-schema';
import { RecallsResponseSchema } from '../schemas/recall-schema';
import { OpenRecallsSchema } from '../schemas/open-recalls-schema';
import { PlateSchema } from '../schemas/plate-schema';
import { PaymentsSchema } from '../schemas/payments-schema';
import { AprSchema } from '../schemas/apr-schema';
import { TaxesSchema } from '../schemas/taxes-schema';
import { TcoSchema } from '../schemas/tco-schema';
import { readWhole, readWith, type AnswerReader } from './answer-reader';
import type { EndpointId } from './endpoint-table';

/** A service channel: its input schema, how main reads the service's answer, and what the window gets. */
export interface EndpointDefinition<Input extends z.ZodType, Answer, Output> extends ChannelDefinition<Input, Output> {
  readonly answer: AnswerReader<Answer>;
}

/** An endpoint whose window answer is the read answer with its age (Fetched). */
function endpoint<Input extends z.ZodType, Answer>(
  input: Input,
  answer: AnswerReader<Answer>,
): EndpointDefinition<Input, Answer, Fetched<Answer>> {
  return { input, answer };
}

/** An endpoint whose window answer is shaped further in main (a listings page's rows summarised). */
function endpointReturning<Output>() {
  return <Input extends z.ZodType, Answer>(
    input: Input,
    answer: AnswerReader<Answer>,
  ): EndpointDefinition<Input, Answer, Output> => ({ input, answer });
}

export const ENDPOINT_CHANNELS = {
  'listings.search': endpointReturning<ListingSummariesResult>()(ListingsSearchInputSchema, parseListingsPage),
  'listings.select': endpointReturning<SelectedListingsResult>()(ListingsSelectInputSchema, parseSelectedListingsPage),
  'listings.next': endpointReturning<ListingSummariesResult>()(ListingsNextInputSchema, parseListingsPage),
  'listings.get': endpoint(
    VinInputSchema,
    readWith(ListingResponseSchema, (body) => body.data),
  ),
  'vehicle.photos': endpoint(
    VinInputSchema,
    readWith(PhotosResponseSchema, (body) => ({ retail: body.data.retail })),
  ),
  'vehicle.decode': endpoint(VinInputSchema, readWhole(VinDecodeSchema)),
  'finance.tco': endpoint(TcoInputSchema, readWhole(TcoSchema)),
  'finance.payments': endpoint(PaymentsInputSchema, readWhole(PaymentsSchema)),
  'finance.apr': endpoint(AprInputSchema, readWhole(AprSchema)),
  'vehicle.specs': endpoint(VinInputSchema, readWhole(SpecsResponseSchema)),
  'vehicle.recalls': endpoint(
    VinInputSchema,
    readWith(RecallsResponseSchema, (body) => body.data),
  ),
  'vehicle.openRecalls': endpoint(OpenRecallsInputSchema, readWhole(OpenRecallsSchema)),
  'plate.lookup': endpoint(PlateInputSchema, readWhole(PlateSchema)),
  'finance.taxes': endpoint(TaxesInputSchema, readWhole(TaxesSchema)),
  'vehicle.build': endpoint(
    VinInputSchema,
    readWith(BuildResponseSchema, (body) => body.build),
  ),
} satisfies { readonly [K in EndpointId]: EndpointDefinition<z.ZodType, unknown, unknown> };

type EndpointChannels = typeof ENDPOINT_CHANNELS;
/** The value an endpoint's answer reader yields (before main wraps it as Fetched). */
export type EndpointAnswer<K extends EndpointId> =
  EndpointChannels[K] extends EndpointDefinition<z.ZodType, infer A, unknown> ? A : never;

/** A row's answer reader, typed by its id. */
export function answerReader<K extends EndpointId>(id: K): AnswerReader<EndpointAnswer<K>> {
  return ENDPOINT_CHANNELS[id].answer as AnswerReader<EndpointAnswer<K>>;
}
