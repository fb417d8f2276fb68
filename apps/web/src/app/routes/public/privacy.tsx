import type { PrivacyNotice } from '@lunch/contract';
import type { ReactNode } from 'react';
import { Loaded } from '../../../components/ui/loaded';
import { usePrivacyNotice } from '../../../features/health-consent/api/health-consent';
import { AuthLayout, textLinkClasses } from './auth-layout';

/** What we keep, each with why (docs/privacy.md says where each is stored and how a copy lists it). */
const KEPT: { what: string; why: string }[] = [
  {
    what: 'Your account: email, phone number, time zone, and your password as a one-way hash no one can read',
    why: 'to let you sign in and to email you codes, receipts and lunch reminders',
  },
  {
    what: 'Your profile: name, company, department, address and lunch time',
    why: 'so your company knows who orders and when to remind you',
  },
  {
    what: 'Your delivery addresses',
    why: 'so a rider brings lunch to your door',
  },
  {
    what: 'Your allergies, medical conditions and diets, only with your explicit consent',
    why: 'to leave unsuitable meals out of Healthy meals and warn the kitchen cooking your order',
  },
  {
    what: 'Your orders: dishes, amounts, delivery address and time, and health warnings for the kitchen',
    why: 'to cook, deliver and charge them, and for your company’s statements and tax invoices',
  },
  {
    what: 'Your ratings, comments and reported problems',
    why: 'to improve the menu and put problems right',
  },
  {
    what: 'Your favourite dishes and auto-order settings',
    why: 'to show your favourites and order for you when you ask us to',
  },
  {
    what: 'Your sessions: when you signed in and when each session ends',
    why: 'to keep you signed in and your account safe',
  },
];

/** For how long each is kept. */
const RETENTION: { what: string; how: string }[] = [
  { what: 'Account, profile, addresses, favourites and auto-order', how: 'while your account exists' },
  {
    what: 'Orders and wallet ledger rows',
    how: '6 years, for tax records; after you erase your account they stay under an anonymous name',
  },
  { what: 'Sessions', how: '30 days after you sign out or the session expires' },
  {
    what: 'Allergies, medical conditions and diets',
    how: 'until you withdraw your consent (erased at once)',
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** Whom to write to: the contact the platform admin named, or the in-app ways while none is. */
function Contact({ notice }: { notice: PrivacyNotice }) {
  if (notice.contact_email === '')
    return (
      <p>
        The platform has not named a privacy contact yet. Meanwhile you can do it yourself in the app: get a
        copy with <strong>Download my data</strong> and erase your account with{' '}
        <strong>Erase my account</strong> (see Your rights above). For anything else, ask your company or the
        restaurant team you work with.
      </p>
    );
  return (
    <p>
      Write to{' '}
      <a href={`mailto:${notice.contact_email}`} className={textLinkClasses}>
        {notice.contact_email}
      </a>{' '}
      about your data: a copy, a correction, its erasure, or any question or complaint.
    </p>
  );
}

/**
 * /privacy (public, issue 33): what we keep, why, for how long, a person's rights and whom to
 * contact (the platform admin's contact from `GET /api/privacy`, with the current consent text).
 */
export function Component() {
  const notice = usePrivacyNotice();
  return (
    <AuthLayout
      wide
      title="Privacy"
      subtitle="What Lunch for remote teams keeps about you, why, for how long, and how to get a copy or have it erased."
    >
      <title>Privacy · Lunch</title>
      <div className="flex flex-col gap-8 text-ink">
        <Section title="What we keep and why">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            {KEPT.map(({ what, why }) => (
              <li key={what}>
                <strong className="font-semibold">{what}</strong>: {why}.
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-soft">
            Your company sees your name, email, orders and spending. The restaurant cooking an order sees the
            name, delivery details and health warnings of that order. Each time a platform admin opens
            people’s data, it is recorded, and your copy of your data lists it.
          </p>
        </Section>

        <Section title="Your health data">
          <p>
            Allergies, medical conditions and diets are sensitive personal data under the Nigeria Data
            Protection Act 2023. We keep them only if you tick this consent when you set up your profile, or
            later on your profile page:
          </p>
          <Loaded
            query={notice}
            loading="Loading the consent text..."
            size="sm"
            failure="Could not load the consent text."
          >
            {(loaded) => (
              <blockquote className="border-l-4 border-line-strong pl-3 text-ink-soft">
                {loaded.consent_text} <span className="text-sm">(version {loaded.consent_version})</span>
              </blockquote>
            )}
          </Loaded>
          <p>
            Without it the menu shows every meal. You can withdraw it at any time on your profile page: your
            allergies, conditions and diets are erased at once.
          </p>
        </Section>

        <Section title="How long we keep it">
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            {RETENTION.map(({ what, how }) => (
              <div key={what} className="contents">
                <dt className="font-semibold">{what}</dt>
                <dd className="mb-2 text-ink-soft sm:mb-0">{how}</dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section title="Your rights">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>
              <strong className="font-semibold">A copy of your data</strong>:{' '}
              <strong>Download my data</strong> gives you everything we keep about you as a file.
            </li>
            <li>
              <strong className="font-semibold">Correction</strong>: change your profile, addresses and health
              details yourself at any time.
            </li>
            <li>
              <strong className="font-semibold">Erasure</strong>: <strong>Erase my account</strong> removes
              your name, email, phone, addresses and health data for good; orders and payments stay for tax
              records under an anonymous name.
            </li>
            <li>
              <strong className="font-semibold">Withdrawing consent</strong> to keep your health data, on your
              profile page.
            </li>
          </ul>
          <p className="text-sm text-ink-soft">
            Employees find both buttons on their profile page; company members and riders on their Your data
            page. Restaurants download their data there; a restaurant partner’s account is closed by the
            platform.
          </p>
        </Section>

        <Section title="Whom to contact">
          <Loaded
            query={notice}
            loading="Loading the contact..."
            size="sm"
            failure="Could not load the contact."
          >
            {(loaded) => <Contact notice={loaded} />}
          </Loaded>
        </Section>
      </div>
    </AuthLayout>
  );
}
