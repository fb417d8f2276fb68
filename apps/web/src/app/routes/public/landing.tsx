import { LANDING_STATS } from '@lunch/contract/constants';
import { AppLink } from '../../../components/app-link';
import { Logo } from '../../../components/logo';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { FaqSection } from './landing-faq';
import { FeaturesSection, KeyFeaturesSection } from './landing-features';

const stats = [
  { value: LANDING_STATS.orders, label: 'Orders placed' },
  { value: LANDING_STATS.restaurants, label: 'Partnered restaurants' },
  { value: LANDING_STATS.customers, label: 'Happy customers' },
];

function LandingHeader() {
  return (
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
  );
}

function Hero() {
  return (
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
  );
}

function Statistics() {
  return (
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
  );
}

function CallToAction() {
  return (
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
  );
}

function LandingFooter() {
  return (
    <footer className="border-t border-line py-8">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 text-sm text-ink-soft sm:flex-row sm:px-6">
        <Logo className="text-base" markClassName="size-7" />
        <p>Lunch for remote teams. Amounts in naira (₦).</p>
        <AppLink
          href={paths.privacy}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          Privacy
        </AppLink>
      </div>
    </footer>
  );
}

/**
 * The landing page (spec §1). It is deliberately light: no router, query client, forms, zod or
 * toasts (links are `AppLink`), so that a first visit stays inside the JavaScript budget.
 */
export function Component() {
  return (
    <div className="min-h-dvh bg-cream-50">
      <title>Lunch — lunch solutions for remote teams</title>
      <LandingHeader />
      <main>
        <Hero />
        <FeaturesSection />
        <KeyFeaturesSection />
        <Statistics />
        <FaqSection />
        <CallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
