import type { Appearance } from '@stripe/stripe-js';

/** One theme token of index.css (`--color-gold` …), as the page has it: Stripe's fields live in an iframe that cannot read them. */
function token(name: string, doc: Document): string {
  return getComputedStyle(doc.documentElement).getPropertyValue(`--${name}`).trim();
}

/** The Payment Element in the site's night-drive dark: its surfaces, hairlines, gold and error colours. */
export function stripeAppearance(doc: Document = document): Appearance {
  const variables = {
    colorPrimary: token('color-gold', doc),
    colorBackground: token('color-surface', doc),
    colorText: token('color-ink', doc),
    colorTextSecondary: token('color-ink-soft', doc),
    colorDanger: token('color-danger', doc),
    fontFamily: token('font-sans', doc),
  };
  return {
    theme: 'night',
    // A token the page does not define (tests, an old cache) is left to Stripe's theme.
    variables: Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== '')),
    rules: { '.Input': { borderColor: token('color-line-strong', doc) || 'transparent' } },
  };
}
