// Expected names written by hand, as the makers write themselves.
import { describe, expect, it } from 'vitest';
import { manufacturerName } from './manufacturer-name';

describe('manufacturerName', () => {
  it.each([
    ['FORD MOTOR COMPANY', 'Ford Motor Company'],
    ['GENERAL MOTORS LLC', 'General Motors LLC'],
    ['TOYOTA MOTOR MANUFACTURING CANADA', 'Toyota Motor Manufacturing Canada'],
    ['MERCEDES-BENZ OF NORTH AMERICA, INC.', 'Mercedes-Benz of North America, Inc.'],
    ['NISSAN MEXICANA, S.A. DE C.V.', 'Nissan Mexicana, S.A. de C.V.'],
    ['BMW MANUFACTURER CORPORATION / BMW NORTH AMERICA', 'BMW Manufacturer Corporation / BMW North America'],
    ['BMW AG', 'BMW AG'],
    ['GMC', 'GMC'],
    ['HONDA OF AMERICA MFG., INC.', 'Honda of America Mfg., Inc.'],
    ['TESLA, INC.', 'Tesla, Inc.'],
    ['DR ING HCF PORSCHE AG', 'Dr Ing HCF Porsche AG'],
    ['AUDI AG', 'Audi AG'],
    [
      'VOLKSWAGEN GROUP OF AMERICA CHATTANOOGA OPERATIONS LLC',
      'Volkswagen Group of America Chattanooga Operations LLC',
    ],
    ['STELLANTIS (FCA US LLC)', 'Stellantis (FCA US LLC)'],
    ['MAGNA STEYR FAHRZEUGTECHNIK GMBH', 'Magna Steyr Fahrzeugtechnik GmbH'],
    ['SUBARU OF INDIANA AUTOMOTIVE, INC. USA', 'Subaru of Indiana Automotive, Inc. USA'],
    ['THE BUS COMPANY', 'The Bus Company'],
  ])('"%s" is written "%s"', (raw, expected) => {
    expect(manufacturerName(raw)).toBe(expected);
  });

  it('keeps a name already in mixed case as sent', () => {
    expect(manufacturerName('General Motors de Mexico')).toBe('General Motors de Mexico');
    expect(manufacturerName('Dr Ing HCF Porsh Ag')).toBe('Dr Ing HCF Porsh Ag');
  });

  it('has nothing to show for an empty name', () => {
    expect(manufacturerName(undefined)).toBeUndefined();
    expect(manufacturerName('   ')).toBeUndefined();
  });
});
