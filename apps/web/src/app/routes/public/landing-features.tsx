import {
  Headphones,
  type LucideIcon,
  MapPinned,
  ShieldCheck,
  ShoppingBag,
  Tag,
  UtensilsCrossed,
} from 'lucide-react';

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

/** What the service does for a team: three cards. */
export function FeaturesSection() {
  return (
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
  );
}

/** The key features, beside a picture of a team at lunch. */
export function KeyFeaturesSection() {
  return (
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
  );
}
