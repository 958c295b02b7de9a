/**
 * A photo's resized variants as `<img>` attributes. Apart from the gallery (components/ui/gallery) so that a card's
 * photo does not bring the gallery's code into a search page's first load (ADR 0056).
 */

/** One photo: its resized variants (the contract's `Image` fits as is), and its size when known. */
export interface GalleryImage {
  variants: readonly { width: number; url: string }[];
  width?: number;
  height?: number;
}

/** `url 320w, url 800w, …` in increasing width. */
export function srcSetOf(variants: GalleryImage['variants']): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The smallest variant at least `width` wide, else the widest: the `src` for browsers without srcset. */
export function variantUrl(variants: GalleryImage['variants'], width: number): string | undefined {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return (sorted.find((variant) => variant.width >= width) ?? sorted.at(-1))?.url;
}
