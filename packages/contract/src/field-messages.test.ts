import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CompanySignupSchema, IndividualOnboardSchema, LoginSchema } from './auth.js';
import { EmailSchema, TextListSchema } from './common.js';
import * as contract from './index.js';
import { MenuFieldsSchema } from './menu.js';
import { SuggestionInputSchema } from './suggestions.js';

/**
 * The message of the first issue at `field` itself when `schema` reads `{[field]: value}` (a nested
 * object's own fields, e.g. payout_bank.bank_code, name their own labels).
 */
const messageAt = (schema: z.ZodType, field: string, value: unknown) =>
  schema
    .safeParse({ [field]: value })
    .error?.issues.find((issue) => issue.path.length === 1 && issue.path[0] === field)?.message;

const menu = { name: 'Efo riro', description: 'Spinach stew', price: '3500' };

describe('each refusal names its own reason', () => {
  it('a text over its limit says "at most", not "is required"', () => {
    const cases: Array<[z.ZodType, string, number, string]> = [
      [MenuFieldsSchema, 'name', 200, 'Name'],
      [MenuFieldsSchema, 'description', 2000, 'Description'],
      [SuggestionInputSchema, 'name', 200, 'Name'],
      [SuggestionInputSchema, 'description', 1000, 'Description'],
      [LoginSchema, 'password', 128, 'Password'],
      [CompanySignupSchema, 'name', 200, 'Company name'],
      [CompanySignupSchema, 'website', 300, 'Website'],
      [IndividualOnboardSchema, 'zip_code', 20, 'Zip code'],
      [IndividualOnboardSchema, 'address_line_2', 200, 'Address line 2'],
    ];
    for (const [schema, field, max, label] of cases) {
      expect(messageAt(schema, field, 'x'.repeat(max)), field).toBeUndefined();
      expect(messageAt(schema, field, 'x'.repeat(max + 1)), field).toBe(
        `${label} must be at most ${max} characters`,
      );
    }
    expect(messageAt(z.object({ identifier: EmailSchema }), 'identifier', `${'a'.repeat(250)}@x.ng`)).toBe(
      'Email must be at most 254 characters',
    );
  });

  it('"is required" only when the field is missing or blank; another type says what it must be', () => {
    expect(messageAt(MenuFieldsSchema, 'name', undefined)).toBe('Name is required');
    expect(messageAt(MenuFieldsSchema, 'name', '   ')).toBe('Name is required');
    expect(messageAt(MenuFieldsSchema, 'name', 42)).toBe('Name must be text');
    expect(messageAt(MenuFieldsSchema, 'price', undefined)).toBe('Price is required');
    expect(messageAt(MenuFieldsSchema, 'price', '')).toBe('Price is required');
    expect(messageAt(MenuFieldsSchema, 'price', true)).toBe('Price must be an amount in naira');
    expect(messageAt(LoginSchema, 'password', 12345678)).toBe('Password must be text');
  });

  it("the menu form's lists and days name their limits", () => {
    const parse = (fields: Record<string, unknown>) =>
      MenuFieldsSchema.safeParse({ ...menu, ...fields }).error?.issues[0];
    expect(parse({ health_benefits: Array.from({ length: 51 }, (_, i) => `b${i}`) })).toMatchObject({
      path: ['health_benefits'],
      message: 'At most 50 entries',
    });
    expect(parse({ allergens: `fish, ${'x'.repeat(101)}` })).toMatchObject({
      path: ['allergens', 1],
      message: 'Each entry must be at most 100 characters',
    });
    expect(parse({ suitable_for_diet: 5 })).toMatchObject({
      path: ['suitable_for_diet'],
      message: 'Must be a list or a comma-separated text',
    });
    expect(parse({ available_days: 'MON,TUE,WED,THU,FRI,SAT,SUN,MON' })?.message).toBe('At most 7 days');
    expect(TextListSchema.parse(' Fish ,, crayfish')).toEqual(['Fish', 'crayfish']);
  });

  it('no input schema of the contract answers a long text or a wrong type with "is required"', () => {
    const schemas = Object.entries(contract as Record<string, unknown>).filter(
      (entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject,
    );
    expect(schemas.length).toBeGreaterThan(20);
    for (const [name, schema] of schemas) {
      for (const field of Object.keys(schema.shape)) {
        for (const value of ['x'.repeat(10_000), 12_345, ['x'.repeat(10_000)], { x: 1 }]) {
          expect(messageAt(schema, field, value) ?? '', `${name}.${field}`).not.toMatch(/is required/);
        }
      }
    }
  });
});
