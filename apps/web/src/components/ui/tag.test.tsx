import { cleanup, render, screen } from '@testing-library/react';
import { Plug } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tag } from './tag';

afterEach(cleanup);

describe('Tag', () => {
  it('shows its text with an optional icon, in the tone asked', () => {
    render(
      <>
        <Tag icon={<Plug aria-hidden />}>電源あり</Tag>
        <Tag tone="gold" size="md" title="すぐに予約が確定します">
          即時予約
        </Tag>
      </>,
    );
    const power = screen.getByText('電源あり');
    expect(power.querySelector('svg.lucide-plug')).toBeTruthy();
    expect(power.className).toContain('bg-raised');
    const instant = screen.getByText('即時予約');
    expect(instant.className).toContain('text-gold-bright');
    expect(instant.className).toContain('h-8');
    expect(instant.getAttribute('title')).toBe('すぐに予約が確定します');
  });
});
