import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Gallery } from './gallery';
import { srcSetOf, variantUrl, type GalleryImage } from './image-variants';

afterEach(cleanup);

const photo = (id: number): GalleryImage => ({
  variants: [1600, 320, 800].map((width) => ({ width, url: `/images/public/${id}/${width}.webp` })),
});
const photos = Array.from({ length: 8 }, (_, i) => photo(i + 1));
const main = () => screen.getByRole('img', { name: /枚目/ }) as HTMLImageElement;

describe('srcSetOf and variantUrl', () => {
  it('lists the variants by width and picks a fallback', () => {
    expect(srcSetOf(photo(1).variants)).toBe(
      '/images/public/1/320.webp 320w, /images/public/1/800.webp 800w, /images/public/1/1600.webp 1600w',
    );
    expect(variantUrl(photo(1).variants, 800)).toBe('/images/public/1/800.webp');
    expect(variantUrl(photo(1).variants, 2000)).toBe('/images/public/1/1600.webp');
    expect(variantUrl([], 800)).toBeUndefined();
  });
});

describe('Gallery', () => {
  it('shows the first photo large with a srcset, a counter and lazy thumbnails', () => {
    render(<Gallery images={photos} title="ハイエース キャンパー" />);
    expect(screen.getByRole('region', { name: 'ハイエース キャンパーの写真' })).toBeTruthy();
    expect(main().alt).toBe('ハイエース キャンパーの写真（1枚目）');
    expect(main().getAttribute('srcset')).toContain('/images/public/1/1600.webp 1600w');
    expect(main().getAttribute('sizes')).toBe('(min-width: 1024px) 768px, 100vw');
    expect(main().getAttribute('src')).toBe('/images/public/1/800.webp');
    expect(screen.getByText('1 / 8')).toBeTruthy();
    const thumbnails = within(screen.getByRole('list', { name: '写真の一覧' })).getAllByRole('button');
    expect(thumbnails).toHaveLength(8);
    expect(thumbnails[0]?.getAttribute('aria-current')).toBe('true');
    expect(thumbnails[0]?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('asks for a listing page’s first photo at high priority, with its size, and only that one (ADR 0030)', () => {
    const sized = photos.map((p) => ({ ...p, width: 1600, height: 1200 }));
    render(<Gallery images={sized} title="ハイエース" priority />);
    expect(main().getAttribute('fetchpriority')).toBe('high');
    expect(main().getAttribute('loading')).toBeNull();
    expect([main().getAttribute('width'), main().getAttribute('height')]).toEqual(['1600', '1200']);
    fireEvent.click(screen.getByRole('button', { name: '次の写真' }));
    expect(main().getAttribute('fetchpriority')).toBeNull();
    cleanup();
    render(<Gallery images={photos} title="ハイエース" />);
    expect(main().getAttribute('fetchpriority')).toBeNull();
  });

  it('moves with the buttons, the thumbnails and the arrow keys, wrapping at the ends', () => {
    render(<Gallery images={photos} title="ハイエース" />);
    fireEvent.click(screen.getByRole('button', { name: '次の写真' }));
    expect(screen.getByText('2 / 8')).toBeTruthy();
    expect(main().getAttribute('src')).toBe('/images/public/2/800.webp');
    fireEvent.click(screen.getByRole('button', { name: '3枚目の写真を表示' }));
    expect(screen.getByText('3 / 8')).toBeTruthy();
    expect(screen.getByRole('button', { name: '3枚目の写真を表示' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: '1枚目の写真を表示' }).getAttribute('aria-current')).toBeNull();
    fireEvent.keyDown(main(), { key: 'ArrowRight' });
    expect(screen.getByText('4 / 8')).toBeTruthy();
    fireEvent.keyDown(main(), { key: 'ArrowLeft' });
    fireEvent.keyDown(main(), { key: 'ArrowLeft' });
    fireEvent.keyDown(main(), { key: 'ArrowLeft' });
    fireEvent.keyDown(main(), { key: 'ArrowLeft' });
    expect(screen.getByText('8 / 8')).toBeTruthy();
    expect(main().alt).toBe('ハイエースの写真（8枚目）');
  });

  it('follows a horizontal swipe and ignores a vertical scroll', () => {
    render(<Gallery images={photos} title="ハイエース" />);
    const frame = main().parentElement as HTMLElement;
    fireEvent.touchStart(frame, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 120, clientY: 110 }] });
    expect(screen.getByText('2 / 8')).toBeTruthy();
    fireEvent.touchStart(frame, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 150, clientY: 300 }] });
    expect(screen.getByText('2 / 8')).toBeTruthy();
    fireEvent.touchStart(frame, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 200, clientY: 100 }] });
    expect(screen.getByText('1 / 8')).toBeTruthy();
  });

  it('shows one photo without controls', () => {
    render(<Gallery images={[photo(1)]} title="軽バン" />);
    expect(main().alt).toBe('軽バンの写真（1枚目）');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('1 / 1')).toBeNull();
  });

  it('says so when there is no photo yet', () => {
    const { container } = render(<Gallery images={[]} title="湖畔のサイト" placeholder="spot" />);
    expect(screen.getByText('写真はまだありません')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.lucide-map-pin')).toBeTruthy();
  });
});
