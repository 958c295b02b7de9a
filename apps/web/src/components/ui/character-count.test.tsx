import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CharacterCount, measuredLength } from './character-count';

afterEach(cleanup);

describe('measuredLength', () => {
  it('counts as the API does: CR LF as one break, outer blanks trimmed', () => {
    expect(measuredLength('  こんにちは\r\nよろしく  ')).toBe('こんにちは\nよろしく'.length);
    expect(measuredLength('\n\n')).toBe(0);
  });
});

describe('CharacterCount', () => {
  it('shows the length against the limit, and by how much it is over', () => {
    const { rerender } = render(<CharacterCount value="あいう" max={5} />);
    expect(screen.getByText('3 / 5文字')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<CharacterCount value="あいうえおかき" max={5} />);
    expect(screen.getByRole('status').textContent).toBe('2文字オーバー');
  });
});
