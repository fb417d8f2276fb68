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

/** The frequently asked questions, each opened on demand (`<details>`). */
export function FaqSection() {
  return (
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
  );
}
