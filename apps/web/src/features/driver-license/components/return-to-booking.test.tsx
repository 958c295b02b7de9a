import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReturnToBooking } from './return-to-booking';

afterEach(cleanup);

describe('ReturnToBooking', () => {
  it('goes back to exactly the form it came from, named as the form', () => {
    const to = '/car/abc/reserve?from=2026-12-05&to=2026-12-07&people=2';
    render(
      <MemoryRouter>
        <ReturnToBooking to={to} saved />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '予約フォームに戻る' }).getAttribute('href')).toBe(to);
  });

  it('names any other page as the page it came from', () => {
    render(
      <MemoryRouter>
        <ReturnToBooking to="/car/abc" saved={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '元のページに戻る' }).getAttribute('href')).toBe('/car/abc');
  });
});
