import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CompanyOnboardSchema,
  formatLunchTime,
  IndividualOnboardSchema,
  IndividualSignupSchema,
  LunchTimeSchema,
  OtpSchema,
  PasswordSchema,
  parseLunchTime,
  ResetPasswordSchema,
  SignupSchema,
} from './auth.js';
import { EmailSchema, MoneyInputSchema, moneyInputSchema, splitList } from './common.js';
import { CategoryListSchema } from './menu.js';
import { CreateOrderSchema } from './orders.js';
import { SuggestionInputSchema } from './suggestions.js';

describe('contract schemas', () => {
  it('normalises signup email and defaults the time zone', () => {
    const parsed = SignupSchema.parse({
      account_type: 'Company',
      email: ' Boss@Example.COM ',
      password: 'long-enough',
      name: 'Acme',
      website: 'acme.ng',
      phone_number: '8012345678',
    });
    expect(parsed.email).toBe('boss@example.com');
    expect(parsed.time_zone).toBe('Africa/Lagos');
    expect(parsed.dial_code).toBe('+234');
  });

  it('refuses an unknown time zone and an unknown account type', () => {
    expect(SignupSchema.safeParse({ account_type: 'Company', time_zone: 'Nowhere/City' }).success).toBe(
      false,
    );
    expect(SignupSchema.safeParse({ account_type: 'Admin' }).success).toBe(false);
  });

  it('reads lunch times in 12-hour form', () => {
    expect(parseLunchTime('12:30 PM')).toBe(750);
    expect(parseLunchTime('12:05 am')).toBe(5);
    expect(parseLunchTime('1:00PM')).toBe(780);
    expect(parseLunchTime('13:00 PM')).toBeNull();
    expect(parseLunchTime('noon')).toBeNull();
    expect(formatLunchTime(750)).toBe('12:30 PM');
    expect(formatLunchTime(5)).toBe('12:05 AM');
  });

  it('splits comma lists, trims and drops empty values', () => {
    expect(splitList(' a, ,b ,c,')).toEqual(['a', 'b', 'c']);
    expect(splitList(['x, y', ' ', 'z'])).toEqual(['x', 'y', 'z']);
    const parsed = IndividualOnboardSchema.parse({
      address_line_1: 'a',
      city: 'b',
      state: 'c',
      country: 'd',
      zip_code: 'e',
      lunch_time: '12:00 PM',
      allergies: 'nuts, , milk',
    });
    expect(parsed.allergies).toEqual(['nuts', 'milk']);
    expect(parsed.medical_conditions).toEqual([]);
  });

  it('requires every company onboarding field and a positive budget', () => {
    const result = CompanyOnboardSchema.safeParse({ max_spend_amount_per_employee: '0' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(
      expect.arrayContaining([
        'address_line_1',
        'address_line_2',
        'city',
        'size',
        'max_spend_amount_per_employee',
      ]),
    );
  });

  it('parses money input to kobo', () => {
    expect(MoneyInputSchema.parse('150.25')).toBe(15025);
    expect(MoneyInputSchema.safeParse('1.005').success).toBe(false);
  });

  it('checks order lines', () => {
    const id = '01890a5d-ac96-774b-bcce-b302099a8057';
    expect(CreateOrderSchema.safeParse({ foodItems: [] }).success).toBe(false);
    expect(CreateOrderSchema.safeParse({ foodItems: [{ food_menu: id, quantity: 21 }] }).success).toBe(false);
    expect(CreateOrderSchema.safeParse({ foodItems: [{ food_menu: id, quantity: 1.5 }] }).success).toBe(
      false,
    );
    expect(CreateOrderSchema.safeParse({ foodItems: [{ food_menu: 'nope', quantity: 1 }] }).success).toBe(
      false,
    );
    expect(CreateOrderSchema.safeParse({ foodItems: [{ food_menu: id, quantity: 20 }] }).success).toBe(true);
  });

  it('checks categories against the list', () => {
    expect(CategoryListSchema.parse('Soup, Salad')).toEqual(['Soup', 'Salad']);
    expect(CategoryListSchema.safeParse(['Soup', 'Cake']).success).toBe(false);
  });

  it('bounds suggestion texts to 10–1000 characters', () => {
    const ok = { name: 'Abacha', description: 'x'.repeat(10), reason_for_suggestion: 'y'.repeat(1000) };
    expect(SuggestionInputSchema.safeParse(ok).success).toBe(true);
    expect(SuggestionInputSchema.safeParse({ ...ok, description: 'short' }).success).toBe(false);
    expect(SuggestionInputSchema.safeParse({ ...ok, reason_for_suggestion: 'y'.repeat(1001) }).success).toBe(
      false,
    );
  });

  it('requires matching passwords on reset', () => {
    const result = ResetPasswordSchema.safeParse({
      email: 'a@b.co',
      otp: '123456',
      password: 'abcdefgh',
      confirmPassword: 'abcdefgi',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Passwords must match',
    });
  });
});

describe('blank required fields', () => {
  const firstMessage = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;

  it('say "<Field> is required" instead of a format error', () => {
    expect(firstMessage(EmailSchema, '  ')).toBe('Email is required');
    expect(firstMessage(MoneyInputSchema, '')).toBe('Amount is required');
    expect(firstMessage(moneyInputSchema('Max spend per employee'), ' ')).toBe(
      'Max spend per employee is required',
    );
    expect(firstMessage(PasswordSchema, '')).toBe('Password is required');
    expect(firstMessage(OtpSchema, '')).toBe('OTP is required');
    expect(firstMessage(LunchTimeSchema, '')).toBe('Lunch time is required');
    expect(firstMessage(IndividualSignupSchema.shape.invitation_code, '')).toBe(
      'Invitation code is required',
    );
  });

  it('still explain a wrong format', () => {
    expect(firstMessage(EmailSchema, 'not-an-email')).toBe('Must be a valid email address');
    expect(firstMessage(MoneyInputSchema, 'ten')).toBe('Must be an amount in naira with at most 2 decimals');
    expect(firstMessage(IndividualSignupSchema.shape.invitation_code, 'abc')).toBe(
      'Invalid or expired invitation code',
    );
  });
});
