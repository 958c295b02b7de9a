import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';

afterEach(cleanup);

describe('LinkedText', () => {
  it('shows the addresses as links to a new tab without referrer, and the rest as text', () => {
    const { container } = render(<LinkedText text={'地図はこちら https://example.jp/map です'} />);
    const link = screen.getByRole('link', { name: 'https://example.jp/map' });
    expect(link.getAttribute('href')).toBe('https://example.jp/map');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(container.textContent).toBe('地図はこちら https://example.jp/map です');
  });

  it('writes markup as text, never as elements', () => {
    const { container } = render(<LinkedText text={'<img src=x onerror=alert(1)><b>太字</b> javascript:alert(1)'} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)><b>太字</b> javascript:alert(1)');
  });
});
