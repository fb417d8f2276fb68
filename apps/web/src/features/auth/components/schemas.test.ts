import { describe, expect, it } from 'vitest';
import {
  CompanyOnboardFormSchema,
  fromLunchTime,
  IndividualOnboardFormSchema,
  LunchAndHealthFormSchema,
  toLunchTime,
} from './onboarding-schemas';
import { CompanySignupFormSchema, EmployeeSignupFormSchema } from './schemas';

const employee = {
  email: 'New.Employee@Example.com',
  password: 'employee-password-1',
  confirmPassword: 'employee-password-1',
  first_name: 'New',
  last_name: 'Employee',
  phone_number: '8012345678',
  invitation_code: 'ab12cd34',
};

describe('signup forms', () => {
  it('accepts a complete employee form, normalising email and code', () => {
    const parsed = EmployeeSignupFormSchema.parse(employee);
    expect(parsed.email).toBe('new.employee@example.com');
    expect(parsed.invitation_code).toBe('AB12CD34');
  });

  it('reports mismatched passwords on the confirmation field', () => {
    const result = EmployeeSignupFormSchema.safeParse({ ...employee, confirmPassword: 'something-else' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'confirmPassword',
      'Passwords must match',
    ]);
  });

  it('requires every company field', () => {
    const result = CompanySignupFormSchema.safeParse({
      name: '',
      email: '',
      website: '',
      phone_number: '',
      password: '',
      confirmPassword: '',
    });
    expect(result.success).toBe(false);
    const paths = new Set(result.error?.issues.map((issue) => issue.path.join('.')));
    for (const field of ['name', 'email', 'website', 'phone_number', 'password', 'confirmPassword']) {
      expect(paths.has(field)).toBe(true);
    }
  });
});

describe('onboarding forms', () => {
  const address = {
    address_line_1: '1 Marina',
    address_line_2: 'Floor 2',
    city: 'Lagos',
    state: 'Lagos',
    country: 'Nigeria',
    zip_code: '100001',
  };
  const company = { ...address, time_zone: 'Africa/Lagos' };

  it('accepts naira with thousands separators for the monthly budget', () => {
    expect(
      CompanyOnboardFormSchema.safeParse({
        ...company,
        max_spend_amount_per_employee: '50,000',
        size: 'Above100',
      }).success,
    ).toBe(true);
  });

  it('refuses a zero or non-numeric budget and a missing size', () => {
    for (const amount of ['0', 'lots', '']) {
      expect(
        CompanyOnboardFormSchema.safeParse({
          ...company,
          max_spend_amount_per_employee: amount,
          size: '50-100',
        }).success,
      ).toBe(false);
    }
    expect(
      CompanyOnboardFormSchema.safeParse({ ...company, max_spend_amount_per_employee: '100', size: '' })
        .success,
    ).toBe(false);
  });

  it("asks for the company's time zone, an IANA one", () => {
    const valid = { ...company, max_spend_amount_per_employee: '100', size: '50-100' };
    expect(CompanyOnboardFormSchema.safeParse({ ...valid, time_zone: 'America/New_York' }).success).toBe(
      true,
    );
    const wrong = CompanyOnboardFormSchema.safeParse({ ...valid, time_zone: 'Lagos' });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['time_zone', 'Must be a valid IANA time zone'],
    ]);
  });

  it('lets an employee leave address line 2 and the health lists empty', () => {
    const result = IndividualOnboardFormSchema.safeParse({
      ...address,
      address_line_2: '',
      lunch_time: '12:30',
      allergies: '',
      medical_conditions: '',
      dietary_preferences: '',
      health_consent: false,
    });
    expect(result.success).toBe(true);
  });

  it('sends the lunch time as hh:mm AM/PM', () => {
    expect(toLunchTime('13:05')).toBe('01:05 PM');
    expect(toLunchTime('00:30')).toBe('12:30 AM');
    expect(toLunchTime('12:00')).toBe('12:00 PM');
  });

  it('shows a stored lunch time in the time picker, 12:30 when there is none', () => {
    expect(fromLunchTime('01:05 PM')).toBe('13:05');
    expect(fromLunchTime('12:30 AM')).toBe('00:30');
    expect(fromLunchTime(null)).toBe('12:30');
    expect(toLunchTime(fromLunchTime('11:45 PM'))).toBe('11:45 PM');
  });

  it('refuses a lunch time the picker cannot hold', () => {
    const picked = (lunch_time: string) =>
      LunchAndHealthFormSchema.safeParse({
        lunch_time,
        allergies: '',
        medical_conditions: '',
        dietary_preferences: '',
        health_consent: false,
      }).success;
    expect(picked('13:30')).toBe(true);
    expect(picked('24:00')).toBe(false);
    expect(picked('')).toBe(false);
  });
});
