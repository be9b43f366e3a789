import { describe, expect, it } from 'vitest';
import { activeFilters } from './active-filters';

describe('active filters', () => {
  it('gives each value of a several-valued filter its own chip, whose removal keeps the others', () => {
    const chips = activeFilters({ 'vehicle.model': 'RAV4,CR-V', 'vehicle.bodyStyle': 'SUV' });
    expect(chips.map((chip) => `${chip.name} ${chip.value}`)).toEqual(['Model RAV4', 'Model CR-V', 'Body style SUV']);
    expect(chips[0]!.removal).toEqual({ 'vehicle.model': 'CR-V' });
    expect(chips[1]!.removal).toEqual({ 'vehicle.model': 'RAV4' });
    expect(chips[2]!.removal).toEqual({ 'vehicle.bodyStyle': '' });
  });

  it('words ranges as a person reads them, open ends included', () => {
    const chips = activeFilters({
      'vehicle.year': '2018-2022',
      'retailListing.price': '0-25000',
      'retailListing.miles': '30000-10000000',
    });
    expect(chips.map((chip) => `${chip.name} ${chip.value}`)).toEqual([
      'Year 2018 to 2022',
      'Price up to $25,000',
      'Miles 30,000 mi or more',
    ]);
  });

  it('removes the radius with its ZIP, and both condition flags with the condition', () => {
    const chips = activeFilters({
      zip: '75201',
      distance: '100',
      'retailListing.used': 'true',
      'retailListing.cpo': 'true',
    });
    expect(chips.map((chip) => `${chip.name} ${chip.value}`)).toEqual([
      'Near 75201, within 100 miles',
      'Condition Certified pre-owned',
    ]);
    expect(chips[0]!.removal).toEqual({ zip: '', distance: '' });
    expect(chips[1]!.removal).toEqual({ 'retailListing.used': '', 'retailListing.cpo': '' });
  });

  it('names a state in full and shows nothing when no filter is set', () => {
    expect(activeFilters({ 'retailListing.state': 'tx' }).map((chip) => chip.value)).toEqual(['Texas']);
    expect(activeFilters({})).toEqual([]);
  });
});
