import { MenuFieldsSchema } from '@lunch/contract';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../context.js';
import { menuItems } from '../db/schema.js';
import { escapeHtml } from '../lib/html.js';
import { storeImage } from '../modules/menu/menu.images.js';
import { createMenuItem } from '../modules/menu/menu.service.js';

/** How a dish is drawn on its plate. */
type Look = {
  shape: 'mound' | 'bowl' | 'skewer' | 'balls' | 'slices' | 'glass' | 'fish' | 'parcel';
  /** Main colour, its darker shade, and the colours of what sits on top. */
  base: string;
  shade: string;
  accents: string[];
};

type Dish = {
  name: string;
  description: string;
  price: number;
  categories: string[];
  health_benefits: string[];
  allergens: string[];
  suitable_for_conditions: string[];
  suitable_for_diet: string[];
  look: Look;
};

/** The demo menu: Nigerian dishes, first shown first. */
const DISHES: Dish[] = [
  {
    name: 'Jollof rice',
    description: 'Smoky party jollof cooked in a tomato and pepper base, served with fried plantain.',
    price: 3500,
    categories: ['Main Course'],
    health_benefits: ['Energy', 'Vitamin C', 'Lycopene'],
    allergens: [],
    suitable_for_conditions: ['Hypertension'],
    suitable_for_diet: ['Vegan', 'Vegetarian', 'Gluten-free', 'Halal'],
    look: { shape: 'mound', base: '#d9531e', shade: '#a63a12', accents: ['#f4b942', '#f7d26b', '#3f7d20'] },
  },
  {
    name: 'Egusi soup',
    description: 'Ground melon seed soup with spinach, assorted beef and stockfish, thick and nutty.',
    price: 4500,
    categories: ['Soup'],
    health_benefits: ['Protein', 'Healthy fats', 'Iron'],
    allergens: ['Fish', 'Crayfish'],
    suitable_for_conditions: ['Diabetes'],
    suitable_for_diet: ['Gluten-free', 'Halal', 'Low-carb', 'High-protein'],
    look: { shape: 'bowl', base: '#e3b23c', shade: '#b9851c', accents: ['#2f6b1f', '#7a3b1d', '#c0392b'] },
  },
  {
    name: 'Pounded yam',
    description: 'Soft, stretchy pounded yam, the classic partner for egusi, efo riro and okra soup.',
    price: 1500,
    categories: ['Sides'],
    health_benefits: ['Energy', 'Potassium', 'Fibre'],
    allergens: [],
    suitable_for_conditions: ['Celiac disease'],
    suitable_for_diet: ['Vegan', 'Vegetarian', 'Gluten-free', 'Halal'],
    look: { shape: 'balls', base: '#f3ecd9', shade: '#d8ccad', accents: [] },
  },
  {
    name: 'Suya',
    description: 'Thin-sliced beef skewers rubbed with yaji spice and grilled over open flame, with onions.',
    price: 3000,
    categories: ['Grill'],
    health_benefits: ['Protein', 'Iron', 'Zinc'],
    allergens: ['Peanuts'],
    suitable_for_conditions: ['Diabetes'],
    suitable_for_diet: ['High-protein', 'Low-carb', 'Gluten-free', 'Halal'],
    look: { shape: 'skewer', base: '#8b3a1a', shade: '#5e2410', accents: ['#c0392b', '#f1e4f3', '#3f7d20'] },
  },
  {
    name: 'Moi moi',
    description: 'Steamed bean pudding with red peppers, onions and a slice of boiled egg.',
    price: 1200,
    categories: ['Sides', 'Vegetarian'],
    health_benefits: ['Protein', 'Fibre', 'Folate'],
    allergens: ['Egg'],
    suitable_for_conditions: ['Diabetes', 'Hypertension'],
    suitable_for_diet: ['Vegetarian', 'Gluten-free', 'High-protein', 'Halal'],
    look: { shape: 'parcel', base: '#e9894a', shade: '#c4622a', accents: ['#fff6dc', '#f6c344'] },
  },
  {
    name: 'Efo riro',
    description: 'Rich Yoruba spinach stew with peppers, locust beans, smoked fish and assorted meat.',
    price: 4000,
    categories: ['Soup'],
    health_benefits: ['Iron', 'Vitamin A', 'Fibre'],
    allergens: ['Fish', 'Crayfish'],
    suitable_for_conditions: ['Diabetes', 'Hypertension', 'Pregnancy'],
    suitable_for_diet: ['Low-carb', 'Gluten-free', 'Halal'],
    look: { shape: 'bowl', base: '#2f6b1f', shade: '#1f4a14', accents: ['#c0392b', '#7a3b1d', '#e67e22'] },
  },
  {
    name: 'Goat meat pepper soup',
    description: 'Light, fiery broth of goat meat with uziza, scent leaves and calabash nutmeg.',
    price: 3800,
    categories: ['Soup'],
    health_benefits: ['Protein', 'Hydration', 'Warming spices'],
    allergens: [],
    suitable_for_conditions: ['Hypertension', 'Diabetes'],
    suitable_for_diet: ['Low-carb', 'High-protein', 'Gluten-free', 'Halal'],
    look: { shape: 'bowl', base: '#b5541c', shade: '#83380f', accents: ['#6b3a1f', '#3f7d20', '#6b3a1f'] },
  },
  {
    name: 'Ofada rice and ayamase',
    description: 'Unpolished local ofada rice with ayamase, the green pepper and locust bean stew.',
    price: 4200,
    categories: ['Main Course', 'Specials'],
    health_benefits: ['Fibre', 'Magnesium', 'B vitamins'],
    allergens: ['Crayfish'],
    suitable_for_conditions: ['Diabetes'],
    suitable_for_diet: ['Gluten-free', 'Halal'],
    look: { shape: 'mound', base: '#e7dcc2', shade: '#c9b991', accents: ['#4c7a2a', '#6b4a1f', '#4c7a2a'] },
  },
  {
    name: 'Akara',
    description: 'Crisp, fluffy black-eyed bean fritters, a breakfast favourite with pap or bread.',
    price: 1000,
    categories: ['Breakfast', 'Snack'],
    health_benefits: ['Protein', 'Fibre'],
    allergens: [],
    suitable_for_conditions: ['Diabetes'],
    suitable_for_diet: ['Vegan', 'Vegetarian', 'Gluten-free', 'High-protein', 'Halal'],
    look: { shape: 'balls', base: '#c8772a', shade: '#8f4d14', accents: [] },
  },
  {
    name: 'Dodo',
    description: 'Sweet ripe plantain, sliced on the bias and fried until caramelised at the edges.',
    price: 1200,
    categories: ['Sides', 'Vegetarian'],
    health_benefits: ['Potassium', 'Vitamin A', 'Fibre'],
    allergens: [],
    suitable_for_conditions: ['Celiac disease', 'Hypertension'],
    suitable_for_diet: ['Vegan', 'Vegetarian', 'Gluten-free', 'Halal'],
    look: { shape: 'slices', base: '#f0a830', shade: '#b8651a', accents: [] },
  },
  {
    name: 'Nigerian fried rice',
    description: 'Curry-scented fried rice with green peas, carrots, sweetcorn, liver and shrimp.',
    price: 3500,
    categories: ['Main Course'],
    health_benefits: ['Energy', 'Vitamin A', 'Protein'],
    allergens: ['Shellfish'],
    suitable_for_conditions: [],
    suitable_for_diet: ['Halal'],
    look: {
      shape: 'mound',
      base: '#e4c35a',
      shade: '#bb9a33',
      accents: ['#3f9b2f', '#e67e22', '#f4d03f', '#f1948a'],
    },
  },
  {
    name: 'Chapman',
    description:
      'Nigeria’s favourite mocktail: orange and lemon soda with grenadine, cucumber and Angostura.',
    price: 1500,
    categories: ['Beverage'],
    health_benefits: ['Refreshing'],
    allergens: [],
    suitable_for_conditions: ['Celiac disease'],
    suitable_for_diet: ['Vegan', 'Vegetarian', 'Gluten-free', 'Halal'],
    look: { shape: 'glass', base: '#c0392b', shade: '#8e2318', accents: ['#f39c12', '#58a942'] },
  },
  {
    name: 'Grilled tilapia',
    description: 'Whole tilapia marinated in pepper and spices, grilled and served with onions and peppers.',
    price: 6500,
    categories: ['Seafood', 'Grill'],
    health_benefits: ['Lean protein', 'Omega-3', 'Vitamin B12'],
    allergens: ['Fish'],
    suitable_for_conditions: ['Diabetes', 'Hypertension', 'High cholesterol'],
    suitable_for_diet: ['Pescatarian', 'Low-carb', 'High-protein', 'Gluten-free', 'Halal'],
    look: { shape: 'fish', base: '#9c6b3c', shade: '#6e4623', accents: ['#c0392b', '#f1e4f3', '#3f7d20'] },
  },
  {
    name: 'Puff-puff',
    description: 'Golden, pillowy fried dough balls dusted with sugar. Best shared.',
    price: 800,
    categories: ['Dessert', 'Snack'],
    health_benefits: ['Energy'],
    allergens: ['Gluten'],
    suitable_for_conditions: [],
    suitable_for_diet: ['Vegan', 'Vegetarian', 'Halal'],
    look: { shape: 'balls', base: '#d9902f', shade: '#a9611a', accents: [] },
  },
  {
    name: 'Zobo',
    description: 'Chilled hibiscus drink steeped with ginger, cloves and pineapple peel.',
    price: 800,
    categories: ['Beverage', 'Juice'],
    health_benefits: ['Antioxidants', 'Vitamin C'],
    allergens: [],
    suitable_for_conditions: ['Hypertension', 'Celiac disease'],
    suitable_for_diet: ['Vegan', 'Vegetarian', 'Gluten-free', 'Halal'],
    look: { shape: 'glass', base: '#7b1230', shade: '#4f0a1e', accents: ['#f4d03f', '#58a942'] },
  },
  {
    name: 'Yam porridge',
    description: 'Asaro: yam cubes simmered in palm oil, peppers and spinach until soft and creamy.',
    price: 2800,
    categories: ['Main Course'],
    health_benefits: ['Energy', 'Vitamin C', 'Potassium'],
    allergens: ['Crayfish'],
    suitable_for_conditions: ['Celiac disease'],
    suitable_for_diet: ['Gluten-free', 'Halal'],
    look: { shape: 'bowl', base: '#e8912d', shade: '#b8651a', accents: ['#f3e3b5', '#2f6b1f', '#f3e3b5'] },
  },
];

const WIDTH = 960;
const HEIGHT = 640;
const CX = WIDTH / 2;
const CY = 285;

/** A small deterministic random source, so a dish always looks the same. */
function randomFor(seed: string) {
  let state = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What sits on the plate, by shape. */
function food(look: Look, random: () => number): string {
  const pick = (list: string[]) => list[Math.floor(random() * list.length)] ?? look.shade;
  const scatter = (n: number, rx: number, ry: number, draw: (x: number, y: number) => string) =>
    Array.from({ length: n }, () => {
      const angle = random() * Math.PI * 2;
      const r = Math.sqrt(random());
      return draw(CX + Math.cos(angle) * rx * r, CY + Math.sin(angle) * ry * r);
    }).join('');
  switch (look.shape) {
    case 'mound':
      return `<ellipse cx="${CX}" cy="${CY}" rx="165" ry="120" fill="url(#food)"/>${scatter(
        90,
        150,
        105,
        (x, y) =>
          `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="6" ry="3" fill="${look.shade}" opacity="0.45" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
      )}${scatter(
        look.accents.length * 7,
        140,
        95,
        (x, y) =>
          `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(5 + random() * 6).toFixed(1)}" fill="${pick(look.accents)}"/>`,
      )}`;
    case 'bowl':
      return `<circle cx="${CX}" cy="${CY}" r="165" fill="#f7f3ea" stroke="#d9cfbd" stroke-width="6"/>
        <circle cx="${CX}" cy="${CY}" r="140" fill="url(#food)"/>${scatter(
          14,
          105,
          105,
          (x, y) =>
            `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(12 + random() * 14).toFixed(1)}" ry="${(9 + random() * 9).toFixed(1)}" fill="${pick(look.accents)}" opacity="0.9"/>`,
        )}<ellipse cx="${CX - 50}" cy="${CY - 60}" rx="45" ry="14" fill="#fff" opacity="0.18"/>`;
    case 'balls':
      return scatter(
        9,
        120,
        85,
        (x, y) =>
          `<circle cx="${x.toFixed(1)}" cy="${(y + 6).toFixed(1)}" r="52" fill="${look.shade}" opacity="0.35"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="50" fill="url(#food)"/>`,
      );
    case 'slices':
      return Array.from({ length: 9 }, (_, i) => {
        const x = CX - 150 + (i % 3) * 150 + random() * 20;
        const y = CY - 85 + Math.floor(i / 3) * 85 + random() * 12;
        return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="62" ry="34" fill="${look.shade}" transform="rotate(-25 ${x.toFixed(1)} ${y.toFixed(1)})"/><ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="54" ry="27" fill="url(#food)" transform="rotate(-25 ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
      }).join('');
    case 'skewer':
      return [-70, 0, 70]
        .map((dy) => {
          const chunks = Array.from(
            { length: 6 },
            (_, i) =>
              `<rect x="${CX - 165 + i * 55}" y="${CY + dy - 22 + random() * 6}" width="48" height="40" rx="12" fill="url(#food)"/>`,
          ).join('');
          return `<line x1="${CX - 200}" y1="${CY + dy}" x2="${CX + 200}" y2="${CY + dy}" stroke="#c9a26b" stroke-width="6" stroke-linecap="round"/>${chunks}`;
        })
        .join('')
        .concat(
          scatter(
            40,
            170,
            110,
            (x, y) =>
              `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="3" fill="${pick(look.accents)}"/>`,
          ),
        );
    case 'parcel':
      return `<path d="M${CX - 190} ${CY + 40} Q${CX} ${CY - 210} ${CX + 190} ${CY + 40} Q${CX} ${CY + 150} ${CX - 190} ${CY + 40}Z" fill="#4c8a2f"/>
        <rect x="${CX - 130}" y="${CY - 80}" width="260" height="150" rx="60" fill="url(#food)"/>
        <ellipse cx="${CX + 40}" cy="${CY - 5}" rx="42" ry="30" fill="${look.accents[0]}"/><circle cx="${CX + 40}" cy="${CY - 5}" r="16" fill="${look.accents[1]}"/>`;
    case 'glass':
      return `<path d="M${CX - 85} ${CY - 150} L${CX + 85} ${CY - 150} L${CX + 65} ${CY + 140} Q${CX} ${CY + 160} ${CX - 65} ${CY + 140}Z" fill="#eef5f7" opacity="0.9"/>
        <path d="M${CX - 78} ${CY - 110} L${CX + 78} ${CY - 110} L${CX + 62} ${CY + 132} Q${CX} ${CY + 150} ${CX - 62} ${CY + 132}Z" fill="url(#food)"/>
        <circle cx="${CX + 80}" cy="${CY - 140}" r="42" fill="${look.accents[0]}"/><circle cx="${CX + 80}" cy="${CY - 140}" r="32" fill="#fde9a9" opacity="0.7"/>
        <rect x="${CX - 40}" y="${CY - 90}" width="36" height="36" rx="6" fill="#fff" opacity="0.45"/><rect x="${CX + 5}" y="${CY - 40}" width="32" height="32" rx="6" fill="#fff" opacity="0.35"/>
        <ellipse cx="${CX - 70}" cy="${CY - 150}" rx="22" ry="10" fill="${look.accents[1]}"/>`;
    case 'fish':
      return `<path d="M${CX - 180} ${CY} Q${CX - 40} ${CY - 130} ${CX + 120} ${CY} Q${CX - 40} ${CY + 130} ${CX - 180} ${CY}Z" fill="url(#food)"/>
        <path d="M${CX + 110} ${CY} L${CX + 200} ${CY - 70} L${CX + 200} ${CY + 70}Z" fill="${look.shade}"/>
        <circle cx="${CX - 130}" cy="${CY - 15}" r="9" fill="#1c1917"/>
        ${[-60, -10, 40].map((x) => `<path d="M${CX + x} ${CY - 60} q 20 60 0 120" stroke="${look.shade}" stroke-width="6" fill="none"/>`).join('')}
        ${scatter(18, 170, 120, (x, y) => `<circle cx="${x.toFixed(1)}" cy="${(y + 100).toFixed(1)}" r="${(6 + random() * 6).toFixed(1)}" fill="${pick(look.accents)}"/>`)}`;
  }
}

/** An illustration of the dish: a plate with its colours on a warm table, and its name. */
export function dishSvg(dish: Pick<Dish, 'name' | 'look'>): string {
  const random = randomFor(dish.name);
  const { look } = dish;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbe9d0"/><stop offset="1" stop-color="#f3cfa5"/></linearGradient>
    <radialGradient id="plate" cx="0.45" cy="0.4" r="0.65"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9e4da"/></radialGradient>
    <radialGradient id="food" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${look.base}"/><stop offset="1" stop-color="${look.shade}"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#table)"/>
  <ellipse cx="${CX}" cy="${CY + 18}" rx="245" ry="236" fill="#000" opacity="0.08"/>
  <circle cx="${CX}" cy="${CY}" r="235" fill="url(#plate)" stroke="#ddd5c6" stroke-width="3"/>
  <circle cx="${CX}" cy="${CY}" r="195" fill="none" stroke="#ece6dc" stroke-width="4"/>
  ${food(look, random)}
  <rect y="${HEIGHT - 96}" width="${WIDTH}" height="96" fill="#1c1917" opacity="0.82"/>
  <text x="${CX}" y="${HEIGHT - 36}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="46" font-weight="bold" fill="#fff7ed">${escapeHtml(dish.name)}</text>
</svg>`;
}

/**
 * On an empty menu, adds the demo dishes with their illustrations (stored like uploaded images,
 * with WebP thumbnails), so a fresh install has something to order. Does nothing otherwise.
 */
export async function seedDemoMenu(ctx: AppContext): Promise<number> {
  const [existing] = await ctx.db.select({ n: count() }).from(menuItems);
  if ((existing?.n ?? 0) > 0) return 0;
  // Newest first in listings: the last one added shows first, so add them in reverse.
  for (const dish of [...DISHES].reverse()) {
    const png = await sharp(Buffer.from(dishSvg(dish)))
      .png()
      .toBuffer();
    const image = await storeImage(ctx, png);
    await createMenuItem(ctx, MenuFieldsSchema.parse(dish), image);
  }
  ctx.log.info({ dishes: DISHES.length }, 'demo menu added');
  return DISHES.length;
}
