import { z } from 'zod';
import { VehicleSummarySchema } from './vehicle-summary-schema';
import { lenient, lenientEntries, lenientItems, numberish, tolerantObject } from './tolerant';

// GET /specs/{vin}. Feature groups and names are "not shown beyond" the listed
// ones (auto.dev's OpenAPI lists more groups), so groups are open maps of feature
// name → string or boolean. An unreadable feature, colour or group is left out alone.
const FeatureValueSchema = z.union([z.string(), z.boolean(), z.number()]);
const FeatureGroupSchema = lenientEntries(FeatureValueSchema);

const ColorSchema = tolerantObject({ name: z.string(), rgb: z.string() });

const flag = lenient(z.boolean());

const SpecsSchema = tolerantObject({
  name: lenient(z.string()),
  price: lenient(tolerantObject({ baseMsrp: lenient(numberish()), baseInvoice: lenient(numberish()) })),
  totalSeating: lenient(numberish(z.number().int())),
  color: lenient(
    tolerantObject({ exterior: lenient(lenientItems(ColorSchema)), interior: lenient(lenientItems(ColorSchema)) }),
  ),
  features: lenient(lenientEntries(FeatureGroupSchema)),
  orderedFeatures: lenient(
    lenientItems(
      tolerantObject({ category: z.string(), categoryGroup: lenient(z.string()), features: FeatureGroupSchema }),
    ),
  ),
  typeCategories: lenient(lenientEntries(tolerantObject({ id: numberish(z.number().int()), name: z.string() }))),
  styleAttributes: lenient(tolerantObject({ electric: flag, pluginElectric: flag, truck: flag })),
});

export const SpecsResponseSchema = tolerantObject({
  vehicle: VehicleSummarySchema,
  specs: SpecsSchema,
});
export type SpecsResponse = z.infer<typeof SpecsResponseSchema>;
