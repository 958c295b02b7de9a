import { Link } from '@/components/link';
import { BrandLogo } from '@/components/ui/brand-mark';
import { layoutMessages as m } from './messages';
import { footerColumns } from './nav-links';

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 lg:grid-cols-[1.2fr_2fr]">
        <div className="max-w-sm space-y-4">
          <Link to="/" aria-label={m.home} className="inline-block rounded-lg">
            <BrandLogo />
          </Link>
          <p className="font-bold text-ink [word-break:auto-phrase]">{m.tagline}</p>
          <p className="text-sm leading-relaxed text-ink-muted">{m.description}</p>
        </div>
        <nav aria-label={m.footerNav} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerColumns.map((column) => (
            <div key={column.title}>
              <h2 className="text-xs font-bold tracking-[0.16em] text-gold">{column.title}</h2>
              <ul className="mt-3 space-y-1.5 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="inline-block py-1 text-ink-soft transition-colors hover:text-ink">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-5 py-6 text-xs text-ink-muted sm:px-8">
          © {new Date().getFullYear()} {m.copyright}
        </p>
      </div>
    </footer>
  );
}
