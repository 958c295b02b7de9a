import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { RadioGroup } from './radio-group';
import { SelectField } from './select';

afterEach(cleanup);

describe('RadioGroup', () => {
  function Kind({ error, onChange }: { error?: string; onChange?: (value: string) => void }) {
    const [value, setValue] = useState<'Ordinary' | 'Checking' | undefined>(undefined);
    return (
      <RadioGroup
        legend="口座種別"
        name="kind"
        options={[
          { value: 'Ordinary', label: '普通' },
          { value: 'Checking', label: '当座' },
        ]}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        error={error}
      />
    );
  }

  it('is a group named by its legend, with nothing chosen at first', () => {
    render(<Kind />);
    const group = screen.getByRole('group', { name: '口座種別' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false]);
  });

  it('chooses the option whose label is clicked', () => {
    const onChange = vi.fn();
    render(<Kind onChange={onChange} />);
    fireEvent.click(screen.getByText('当座'));
    expect(onChange).toHaveBeenCalledWith('Checking');
    expect((screen.getByRole('radio', { name: '当座' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '普通' }) as HTMLInputElement).checked).toBe(false);
  });

  it('describes the group with its error', () => {
    render(<Kind error="口座種別を選んでください。" />);
    const group = screen.getByRole('group', { name: '口座種別' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('口座種別を選んでください。');
  });
});

describe('SelectField', () => {
  const groups = [
    { label: '北海道', options: [{ value: 'Hokkaido', label: '北海道' }] },
    {
      label: '東北',
      options: [
        { value: 'Aomori', label: '青森県' },
        { value: 'Iwate', label: '岩手県' },
      ],
    },
  ];

  it('labels the select, starts on the placeholder and groups the options', () => {
    render(<SelectField label="都道府県" placeholder="選択してください" options={groups} defaultValue="" />);
    const select = screen.getByLabelText('都道府県') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.options[0]?.textContent).toBe('選択してください');
    expect(Array.from(select.querySelectorAll('optgroup')).map((group) => group.label)).toEqual(['北海道', '東北']);
    fireEvent.change(select, { target: { value: 'Iwate' } });
    expect(select.selectedOptions[0]?.textContent).toBe('岩手県');
  });

  it('takes plain options too, and points to its error', () => {
    render(<SelectField label="種別" options={[{ value: 'a', label: 'A' }]} error="選んでください。" />);
    const select = screen.getByLabelText('種別');
    expect(select.querySelectorAll('optgroup')).toHaveLength(0);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('選んでください。');
  });
});

describe('Checkbox', () => {
  it('is ticked by a click on its label and points to its error', () => {
    render(<Checkbox error="同意が必要です。">同意します</Checkbox>);
    const box = screen.getByRole('checkbox', { name: '同意します' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('同意します'));
    expect(box.checked).toBe(true);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('同意が必要です。');
  });
});
