import { describe, expect, it } from 'vitest';
import { ListingsSearchInputSchema, ListingsSelectInputSchema } from './listings-query-schema';
import { OpenRecallsInputSchema, PlateInputSchema, VinInputSchema } from './vehicle-inputs-schema';
import { AprInputSchema, PaymentsInputSchema, TaxesInputSchema, TcoInputSchema } from './finance-inputs-schema';

const VIN = '1HGCM82633A004352';

describe('VIN inputs', () => {
  it('normalises case, spaces and hyphens, then applies the VIN rule', () => {
    expect(VinInputSchema.parse({ vin: ' 1hgcm82633a-004352 ' }).vin).toBe(VIN);
    const result = VinInputSchema.safeParse({ vin: '1HGCM82633A00435O' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/I, O or Q/);
    expect(VinInputSchema.safeParse({ vin: VIN, extra: 1 }).success).toBe(false);
  });

  it('open recalls take an optional recalls flag', () => {
    expect(OpenRecallsInputSchema.parse({ vin: VIN, recalls: true }).recalls).toBe(true);
    expect(OpenRecallsInputSchema.safeParse({ vin: VIN, recalls: 'true' }).success).toBe(false);
  });
});

describe('plate input', () => {
  it('drops hyphens, upper-cases, and checks length and state', () => {
    expect(PlateInputSchema.parse({ plate: 'abc-123', state: 'tx' })).toEqual({ plate: 'ABC123', state: 'TX' });
    expect(PlateInputSchema.safeParse({ plate: 'A', state: 'TX' }).success).toBe(false);
    expect(PlateInputSchema.safeParse({ plate: 'ABCDEFGHI', state: 'TX' }).success).toBe(false);
    expect(PlateInputSchema.safeParse({ plate: 'ABC123', state: 'XX' }).success).toBe(false);
  });
});

describe('listings input', () => {
  it('takes the spec names and rejects unknown keys', () => {
    const parsed = ListingsSearchInputSchema.parse({
      'vehicle.make': 'Honda',
      'retailListing.price': '10000-25000',
      'vehicle.year': '2018-2022',
      sort: { field: 'price' },
      zip: '78701',
      distance: 50,
    });
    expect(parsed.sort).toEqual({ field: 'price', direction: 'asc' });
    expect(ListingsSearchInputSchema.safeParse({ make: 'Honda' }).success).toBe(false);
    expect(ListingsSearchInputSchema.safeParse({ cursor: 'abc' }).success).toBe(false);
  });

  it('checks ranges, limits, sort fields and fuels', () => {
    expect(ListingsSearchInputSchema.safeParse({ 'retailListing.price': '25000-10000' }).success).toBe(false);
    expect(ListingsSearchInputSchema.safeParse({ limit: 501 }).success).toBe(false);
    expect(ListingsSearchInputSchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(ListingsSearchInputSchema.safeParse({ sort: { field: 'distance' } }).success).toBe(false);
    expect(ListingsSearchInputSchema.safeParse({ 'vehicle.fuel': 'Electric,Hybrid' }).success).toBe(true);
    expect(ListingsSearchInputSchema.safeParse({ 'vehicle.fuel': 'Steam' }).success).toBe(false);
  });

  it('select needs at least one field path', () => {
    expect(ListingsSelectInputSchema.safeParse({ select: [] }).success).toBe(false);
    expect(ListingsSelectInputSchema.safeParse({ select: ['vehicle.vin', 'createdAt'] }).success).toBe(true);
    expect(ListingsSelectInputSchema.safeParse({ select: ['vehicle..vin'] }).success).toBe(false);
  });
});

describe('finance inputs', () => {
  it('payments take price as text or number and send text', () => {
    expect(PaymentsInputSchema.parse({ vin: VIN, price: 24500, zip: '78701' }).price).toBe('24500');
    expect(PaymentsInputSchema.safeParse({ vin: VIN, price: '24,500', zip: '78701' }).success).toBe(false);
    expect(PaymentsInputSchema.safeParse({ vin: VIN, price: '1', zip: '7870' }).success).toBe(false);
  });

  it('apr needs year, make, model, zip and credit score', () => {
    expect(
      AprInputSchema.safeParse({
        vin: VIN,
        year: 2021,
        make: 'Honda',
        model: 'Accord',
        zip: '78701-1234',
        creditScore: '720',
      }).success,
    ).toBe(true);
    expect(
      AprInputSchema.safeParse({ vin: VIN, year: 2021, make: 'Honda', model: 'Accord', zip: '78701' }).success,
    ).toBe(false);
  });

  it('taxes and tco take only optional parameters beside the VIN', () => {
    expect(TaxesInputSchema.safeParse({ vin: VIN }).success).toBe(true);
    expect(TaxesInputSchema.parse({ vin: VIN, zip: '02134' }).zip).toBe('02134');
    expect(TcoInputSchema.safeParse({ vin: VIN, fromZip: 'abcde' }).success).toBe(false);
  });
});
