import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { starForKey, StarInput } from './star-input';

afterEach(cleanup);

function Cleanliness({ initial = null, onChange }: { initial?: number | null; onChange?: (stars: number) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <StarInput
      label="清潔さ"
      value={value}
      onChange={(stars) => {
        setValue(stars);
        onChange?.(stars);
      }}
    />
  );
}

const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.getAttribute('aria-label'));
const tabStops = () => screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0);

describe('starForKey', () => {
  it('moves one star with the arrows within 1–5, jumps with Home, End and the digits, and ignores other keys', () => {
    expect(starForKey('ArrowRight', null)).toBe(1);
    expect(starForKey('ArrowLeft', null)).toBe(1);
    expect(starForKey('ArrowRight', 3)).toBe(4);
    expect(starForKey('ArrowUp', 5)).toBe(5);
    expect(starForKey('ArrowLeft', 3)).toBe(2);
    expect(starForKey('ArrowDown', 1)).toBe(1);
    expect(starForKey('Home', 4)).toBe(1);
    expect(starForKey('End', 2)).toBe(5);
    expect(starForKey('4', null)).toBe(4);
    expect(starForKey('6', 2)).toBeNull();
    expect(starForKey('0', 2)).toBeNull();
    expect(starForKey('Tab', 2)).toBeNull();
    expect(starForKey(' ', 2)).toBeNull();
  });
});

describe('StarInput', () => {
  it('is a radio group named by its label, nothing chosen, with one tab stop on the first star', () => {
    render(<Cleanliness />);
    expect(screen.getByRole('radiogroup', { name: '清潔さ' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(checked()).toEqual([]);
    expect(tabStops().map((radio) => radio.getAttribute('aria-label'))).toEqual(['星1つ（とても不満）']);
    expect(screen.getByText('未選択')).toBeTruthy();
  });

  it('chooses the clicked star, says what it means, and moves the tab stop to it', () => {
    const onChange = vi.fn();
    render(<Cleanliness onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '星4つ（満足）' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(checked()).toEqual(['星4つ（満足）']);
    expect(tabStops().map((radio) => radio.getAttribute('aria-label'))).toEqual(['星4つ（満足）']);
    expect(screen.getByText('満足')).toBeTruthy();
  });

  it('follows the arrow keys and moves the focus with the choice', () => {
    render(<Cleanliness initial={3} />);
    const three = screen.getByRole('radio', { name: '星3つ（普通）' });
    three.focus();
    fireEvent.keyDown(three, { key: 'ArrowRight' });
    const four = screen.getByRole('radio', { name: '星4つ（満足）' });
    expect(checked()).toEqual(['星4つ（満足）']);
    expect(document.activeElement).toBe(four);
    fireEvent.keyDown(four, { key: 'End' });
    expect(checked()).toEqual(['星5つ（とても満足）']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(checked()).toEqual(['星3つ（普通）']);
    fireEvent.keyDown(document.activeElement!, { key: '1' });
    expect(checked()).toEqual(['星1つ（とても不満）']);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '星1つ（とても不満）' }));
  });

  it('describes the group with its error', () => {
    render(<StarInput label="総合評価" value={null} onChange={() => undefined} error="総合評価を選んでください。" />);
    const group = screen.getByRole('radiogroup', { name: '総合評価' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('総合評価を選んでください。');
  });
});
