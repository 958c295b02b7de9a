import { cx } from '@/lib/cx';

/**
 * An article's body: HTML the API rendered from Markdown and sanitised (no script, no event
 * attributes, no javascript: links; ADR 0031), styled for long Japanese reading.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cx(
        'text-[0.9375rem] leading-[1.95] text-ink-soft sm:text-base',
        '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:border-l-[3px] [&_h2]:border-gold [&_h2]:pl-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink sm:[&_h2]:text-2xl',
        '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink',
        '[&_h4]:mt-6 [&_h4]:font-bold [&_h4]:text-ink',
        '[&_p]:my-5 [&_strong]:text-ink',
        '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:marker:text-brown-light',
        '[&_a]:text-gold [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-gold-bright',
        '[&_blockquote]:my-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-[3px] [&_blockquote]:border-brown-light [&_blockquote]:bg-surface [&_blockquote]:px-5 [&_blockquote]:py-3',
        '[&_img]:my-6 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-(--radius-card) [&_figure]:my-6 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-ink-soft',
        '[&_table]:my-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-line [&_th]:bg-raised [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:text-ink',
        '[&_code]:rounded [&_code]:bg-raised [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm [&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-surface [&_pre]:p-4',
        '[&_hr]:my-10 [&_hr]:border-line',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
