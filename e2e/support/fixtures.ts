import { expect } from '@playwright/test';
import sharp from 'sharp';
import { api, type Session } from './api';
import { E2E } from './env';

/** A small solid-colour PNG, for menu images. */
export const png = (color: string) =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A menu item made through the API (multipart), with tags, for tests whose subject is another screen. */
export async function menuItem(
  session: Session,
  name: string,
  options: { price?: string; allergens?: string; diets?: string; image?: Buffer; dailyLimit?: number } = {},
): Promise<string> {
  const form = new FormData();
  form.append('name', name);
  form.append('description', 'Made for a browser test');
  form.append('price', options.price ?? '1500');
  form.append('categories[]', 'Main Course');
  if (options.allergens) form.append('allergens', options.allergens);
  if (options.diets) form.append('suitable_for_diet', options.diets);
  if (options.dailyLimit) form.append('daily_limit', String(options.dailyLimit));
  if (options.image)
    form.append('food_image', new Blob([new Uint8Array(options.image)], { type: 'image/png' }), 'meal.png');
  const res = await fetch(`${E2E.baseUrl}/api/food-menu/new`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  const json = (await res.json()) as { data: { id: string } };
  expect(res.status).toBe(200);
  return json.data.id;
}

/** Tops the company wallet up through the sandbox checkout (the same path as the Pay button). */
export async function topUp(company: Session, naira: number) {
  const checkout = await api<string>('/billings/topup', { token: company.token, body: { amount: naira } });
  const res = await fetch(`${new URL(checkout, E2E.baseUrl).href}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

/** An order placed by an employee through the API. */
export async function placeOrder(employee: Session, menuId: string, quantity = 1) {
  return api<{ id: string; total_amount: string }>('/orders', {
    token: employee.token,
    body: { foodItems: [{ food_menu: menuId, quantity }] },
  });
}
