import { z } from 'zod';
import { VehicleSummarySchema } from './vehicle-summary-schema';

// GET /specs/{vin}. Feature groups and names are "not shown beyond" the listed
// ones, so groups are open maps of feature name → string or boolean.
const FeatureValueSchema = z.union([z.string(), z.boolean(), z.number()]);
const FeatureGroupSchema = z.record(z.string(), FeatureValueSchema);

const ColorSchema = z.looseObject({ name: z.string(), rgb: z.string() });

export const SpecsSchema = z.looseObject({
  name: z.string().optional(),
  price: z.looseObject({ baseMsrp: z.number().optional(), baseInvoice: z.number().optional() }).optional(),
  totalSeating: z.number().int().optional(),
  color: z
    .looseObject({ exterior: z.array(ColorSchema).optional(), interior: z.array(ColorSchema).optional() })
    .optional(),
  features: z.record(z.string(), FeatureGroupSchema).optional(),
  orderedFeatures: z
    .array(z.looseObject({ category: z.string(), categoryGroup: z.string().optional(), features: FeatureGroupSchema }))
    .optional(),
  typeCategories: z.record(z.string(), z.looseObject({ id: z.number().int(), name: z.string() })).optional(),
  styleAttributes: z
    .looseObject({
      electric: z.boolean().optional(),
      pluginElectric: z.boolean().optional(),
      truck: z.boolean().optional(),
    })
    .optional(),
});

export const SpecsResponseSchema = z.looseObject({
  vehicle: VehicleSummarySchema,
  specs: SpecsSchema,
});
export type SpecsResponse = z.infer<typeof SpecsResponseSchema>;
