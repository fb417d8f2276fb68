import { describe, expect, it } from 'vitest';
import { address } from '../../test/fixtures';
import { addressChoiceLabel, cartAddress, notServedText } from './address-choice';

const home = address({ id: 'home', label: 'Home', default_for: ['SAT', 'SUN'] });
const office = address({
  id: 'office',
  label: 'Office',
  address_line_1: '3 Admiralty Way',
  area: 'Lekki Phase 1',
  city: 'Lagos',
  default_for: ['MON', 'TUE'],
});
const site = address({ id: 'site', label: 'Site', address_line_1: '9 Awolowo Road', area: 'Ikoyi' });

describe('where the cart’s lunch goes', () => {
  it('the address chosen, else the default for the day’s week day, else the first', () => {
    const book = [home, office, site];
    expect(cartAddress(book, 'site', '2026-03-09')).toBe(site);
    // Monday and Tuesday are the office's, Saturday home's, Wednesday nobody's.
    expect(cartAddress(book, null, '2026-03-10')).toBe(office);
    expect(cartAddress(book, null, '2026-03-14')).toBe(home);
    expect(cartAddress(book, null, '2026-03-11')).toBe(home);
    // A choice no longer in the book (deleted meanwhile) falls back to the day's default.
    expect(cartAddress(book, 'deleted', '2026-03-09')).toBe(office);
    expect(cartAddress(book, null, null)).toBe(home);
    expect(cartAddress([], 'site', '2026-03-09')).toBeUndefined();
  });

  it('names an address by its label and line, and says where it does not deliver', () => {
    expect(addressChoiceLabel(office)).toBe('Office — 3 Admiralty Way, Lekki Phase 1, Lagos');
    expect(addressChoiceLabel({ ...site, served: false })).toBe(
      'Site — 9 Awolowo Road, Ikoyi, Ikeja, Lagos (not delivered to yet)',
    );
    expect(notServedText(office, '3 Admiralty Way')).toBe('We do not deliver to Lekki Phase 1, Lagos yet');
    expect(notServedText(undefined, '3 Admiralty Way, Lekki')).toBe(
      'We do not deliver to 3 Admiralty Way, Lekki yet',
    );
  });
});
