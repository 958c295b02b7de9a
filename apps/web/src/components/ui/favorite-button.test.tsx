import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FavoriteButton } from './favorite-button';

afterEach(cleanup);

describe('FavoriteButton', () => {
  function Harness({ onToggle }: { onToggle: (next: boolean) => void }) {
    const [active, setActive] = useState(false);
    return (
      <FavoriteButton
        active={active}
        onToggle={() => {
          setActive(!active);
          onToggle(!active);
        }}
      />
    );
  }

  it('toggles between adding and removing, with aria-pressed and a gold filled heart', () => {
    const onToggle = vi.fn();
    render(<Harness onToggle={onToggle} />);
    const add = screen.getByRole('button', { name: 'お気に入りに追加' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    expect(add.querySelector('svg')?.getAttribute('fill')).toBe('none');
    fireEvent.click(add);
    expect(onToggle).toHaveBeenLastCalledWith(true);
    const remove = screen.getByRole('button', { name: 'お気に入りから削除' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(remove.className).toContain('text-gold');
    expect(remove.querySelector('svg')?.getAttribute('fill')).toBe('currentColor');
    fireEvent.click(remove);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('ignores presses while the change is being saved, but stays focusable', () => {
    const onToggle = vi.fn();
    render(<FavoriteButton active pending onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'お気に入りから削除' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('shows its label as text in the labelled variant', () => {
    render(<FavoriteButton active={false} onToggle={() => {}} variant="labelled" />);
    const button = screen.getByRole('button', { name: 'お気に入りに追加' });
    expect(button.textContent).toBe('お気に入りに追加');
    expect(button.getAttribute('aria-label')).toBeNull();
  });
});
