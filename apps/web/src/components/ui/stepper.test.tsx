import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Stepper, stepState } from './stepper';

afterEach(cleanup);

const steps = ['基本情報', '写真', '料金', '受け渡し', '確認'];

describe('Stepper', () => {
  it('names each step with its state and marks the current one', () => {
    render(<Stepper steps={steps} current={1} />);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '基本情報（完了）',
      '2写真（入力中）',
      '3料金（未入力）',
      '4受け渡し（未入力）',
      '5確認（未入力）',
    ]);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.getAttribute('aria-current')).toBeNull();
    expect(items[0]?.querySelector('svg.lucide-check')).toBeTruthy();
  });

  it('collapses to one line with a bar on phones', () => {
    render(<Stepper steps={steps} current={1} />);
    expect(screen.getByText('ステップ 2 / 5: 写真').parentElement?.className).toContain('sm:hidden');
    expect(screen.getByRole('progressbar', { name: 'ステップ 2 / 5: 写真' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('list').className).toContain('max-sm:hidden');
  });

  it('lets the user go back to a done step, and only to a done step', () => {
    const onStepClick = vi.fn();
    render(<Stepper steps={steps} current={2} onStepClick={onStepClick} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['基本情報（完了）', '写真（完了）']);
    fireEvent.click(screen.getByRole('button', { name: /写真/ }));
    expect(onStepClick).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: /基本情報/ }).getAttribute('title')).toBe('「基本情報」に戻る');
  });

  it('has no buttons without a callback', () => {
    render(<Stepper steps={steps} current={4} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('ステップ 5 / 5: 確認')).toBeTruthy();
  });

  it('computes the state of a step', () => {
    expect([0, 1, 2].map((index) => stepState(index, 1))).toEqual(['done', 'current', 'upcoming']);
  });
});
