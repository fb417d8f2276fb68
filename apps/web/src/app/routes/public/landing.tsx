import { LANDING_STATS } from '@lunch/contract/constants';
import {
  Headphones,
  type LucideIcon,
  MapPinned,
  ShieldCheck,
  ShoppingBag,
  Tag,
  UtensilsCrossed,
} from 'lucide-react';
import { AppLink } from '../../../components/app-link';
import { Logo } from '../../../components/logo';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/**
 * The landing page (spec §1). It is deliberately light: no router, query client, forms, zod or
 * toasts (links are `AppLink`), so that a first visit stays inside the JavaScript budget.
 */
type Feature = { title: string; text: string; icon: LucideIcon };

const features: Feature[] = [
  {
    title: 'Easy Ordering',
    text: 'Employees browse the menu, fill a cart and check out in a few taps. The company wallet pays.',
    icon: ShoppingBag,
  },
  {
    title: 'Real-Time Tracking',
    text: 'Every order shows its status, from pending to confirmed, the moment it changes.',
    icon: MapPinned,
  },
  {
    title: 'Exclusive Deals',
    text: 'Meals from partnered restaurants at prices set for teams that order together.',
    icon: Tag,
  },
];

const keyFeatures: Feature[] = [
  {
    title: 'Instant Support 24/7',
    text: 'Questions about an order or a top-up get an answer at any hour, wherever your team works.',
    icon: Headphones,
  },
  {
    title: 'Variety of Cuisines',
    text: 'Soups, salads, grills, breakfast and more, with a healthy filter that respects allergies and diets.',
    icon: UtensilsCrossed,
  },
  {
    title: 'Safe Payments',
    text: 'Companies top up a wallet through a secure payment page; employees never handle cards at lunch.',
    icon: ShieldCheck,
  },
];

const faqs: { question: string; answer: string }[] = [
  {
    question: 'How do I place an order?',
    answer:
      'Sign in with the account your company invited you to, open Meals, add dishes to your cart and choose Checkout. The total is paid from your company’s lunch budget.',
  },
  {
    question: 'What happens if my order is late?',
    answer:
      'Your order’s status is always visible under My orders. If an order is declined or cancelled, the amount goes back to your company’s wallet and to your monthly budget.',
  },
  {
    question: 'Are there delivery fees?',
    answer:
      'No extra fee is added at checkout: the price on the menu is what your company pays for each dish.',
  },
  {
    question: 'Can I use a promo code at checkout?',
    answer:
      'Checkout has no promo code field. The menu already shows the team prices agreed with our partner restaurants.',
  },
];

const stats = [
  { value: LANDING_STATS.orders, label: 'Orders placed' },
  { value: LANDING_STATS.restaurants, label: 'Partnered restaurants' },
  { value: LANDING_STATS.customers, label: 'Happy customers' },
];

function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-6 shadow-xs">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <feature.icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-bold text-ink">{feature.title}</h3>
      <p className="text-ink-soft">{feature.text}</p>
    </li>
  );
}

export function Component() {
  return (
    <div className="min-h-dvh bg-cream-50">
      <title>Lunch — lunch solutions for remote teams</title>
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <AppLink href={paths.home} aria-label="Lunch home">
          <Logo />
        </AppLink>
        <nav aria-label="Main" className="flex items-center gap-2 sm:gap-4">
          <a href="#features" className="hidden text-sm font-medium text-ink hover:text-brand-800 md:inline">
            Features
          </a>
          <a href="#faq" className="hidden text-sm font-medium text-ink hover:text-brand-800 md:inline">
            FAQ
          </a>
          <AppLink href={paths.login} className={buttonClasses('ghost', 'sm')}>
            Log In
          </AppLink>
          <AppLink href={paths.signup} className={buttonClasses('primary', 'sm')}>
            Get Started
          </AppLink>
        </nav>
      </header>

      <main>
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-8 pb-16 sm:px-6 lg:grid-cols-2 lg:pt-16">
          <div className="flex flex-col gap-6">
            <p className="w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              Lunch for remote teams
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
              Lunch solutions for remote teams, wherever they work
            </h1>
            <p className="max-w-xl text-lg text-ink-soft">
              Your company funds the meals, sets a monthly budget per employee and invites the team. Everyone
              orders what suits them, from a menu that respects their allergies and diets.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <AppLink href={paths.signup} className={buttonClasses('primary', 'lg')}>
                Get Started
              </AppLink>
              <AppLink href={paths.login} className={buttonClasses('secondary', 'lg')}>
                Log In
              </AppLink>
            </div>
          </div>
          <img
            src="/images/hero-lunch.svg"
            alt="A bowl of rice, greens and grilled chicken beside a laptop"
            width={560}
            height={440}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-3xl"
          />
        </section>

        <section id="features" aria-labelledby="features-title" className="bg-white py-16">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="features-title" className="text-3xl font-extrabold tracking-tight text-ink">
              Everything lunch needs, in one place
            </h2>
            <p className="mt-2 max-w-2xl text-ink-soft">
              Built for companies that feed people in many cities and time zones.
            </p>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {features.map((feature) => (
                <FeatureCard key={feature.title} feature={feature} />
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="key-features-title" className="py-16">
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr]">
            <img
              src="/images/team-table.svg"
              alt="Three video-call tiles, each with a lunch plate in front"
              width={480}
              height={320}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-3xl"
            />
            <div>
              <h2 id="key-features-title" className="text-3xl font-extrabold tracking-tight text-ink">
                Key Features
              </h2>
              <ul className="mt-8 grid gap-6 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
                {keyFeatures.map((feature) => (
                  <FeatureCard key={feature.title} feature={feature} />
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section aria-label="Statistics" className="bg-brand-800 py-12 text-white">
          <dl className="mx-auto grid max-w-6xl gap-8 px-4 text-center sm:grid-cols-3 sm:px-6">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-brand-100">{stat.label}</dt>
                <dd className="text-4xl font-extrabold tabular-nums">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section id="faq" aria-labelledby="faq-title" className="py-16">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <h2 id="faq-title" className="text-3xl font-extrabold tracking-tight text-ink">
              Frequently asked questions
            </h2>
            <div className="mt-8 flex flex-col gap-3">
              {faqs.map((faq) => (
                <details
                  key={faq.question}
                  className="group rounded-2xl border border-line bg-white p-5 shadow-xs"
                >
                  <summary className="flex items-center justify-between gap-4 font-semibold text-ink">
                    {faq.question}
                    <span
                      className="text-xl text-brand-700 transition-transform group-open:rotate-45"
                      aria-hidden="true"
                    >
                      +
                    </span>
                  </summary>
                  <p className="mt-3 text-ink-soft">{faq.answer}</p>
                </details>
              ))}
            </div>
          </div>
        </section>

        <section className="px-4 pb-16 sm:px-6">
          <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 rounded-3xl bg-ink px-6 py-12 text-center text-white">
            <h2 className="text-3xl font-extrabold tracking-tight">Ready to feed your team?</h2>
            <p className="max-w-xl text-cream-200">
              Sign up as a company to fund lunch, or as an employee with your company’s invitation code.
            </p>
            <AppLink href={paths.signup} className={buttonClasses('primary', 'lg')}>
              Get Started
            </AppLink>
          </div>
        </section>
      </main>

      <footer className="border-t border-line py-8">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 text-sm text-ink-soft sm:flex-row sm:px-6">
          <Logo className="text-base" markClassName="size-7" />
          <p>Lunch for remote teams. Amounts in naira (₦).</p>
        </div>
      </footer>
    </div>
  );
}
