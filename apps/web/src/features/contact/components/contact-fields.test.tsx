import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { contactFormSchema, emptyContactForm, type ContactFormOutput, type ContactFormValues } from '../contact-form-schema';
import { ContactFields } from './contact-fields';

afterEach(cleanup);

function Harness({ onValid, children }: { onValid: (values: ContactFormOutput) => void; children?: ReactNode }) {
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm({ name: '山田 花子' }),
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <ContactFields />
        <button type="submit">確認</button>
        {children}
      </form>
    </FormProvider>
  );
}

describe('ContactFields', () => {
  it('keeps the honeypot out of sight, out of the tab order and away from screen readers', () => {
    const { container } = render(<Harness onValid={() => {}} />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    // The accessible fields are the four of the form, and nothing else.
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual(['name', 'email', 'body']);
    expect(screen.getByRole('combobox', { name: 'お問い合わせの種類（必須）' })).toBeTruthy();
  });

  it('says in Japanese what is missing, keeping what was typed', async () => {
    const sent: ContactFormOutput[] = [];
    render(<Harness onValid={(values) => sent.push(values)} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'お問い合わせ内容（必須）' }), { target: { value: '領収書はもらえますか' } });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    expect(await screen.findByText('メールアドレスを入力してください。')).toBeTruthy();
    expect(screen.getByText('お問い合わせの種類を選んでください。')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'お問い合わせ内容（必須）' }) as HTMLTextAreaElement).value).toBe('領収書はもらえますか');
    expect((screen.getByRole('textbox', { name: 'お名前（必須）' }) as HTMLInputElement).value).toBe('山田 花子');

    fireEvent.change(screen.getByRole('textbox', { name: /^メールアドレス/ }), { target: { value: 'hanako@example' } });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    expect(await screen.findByText('メールアドレスの形式が正しくありません。')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /^メールアドレス/ }), { target: { value: 'hanako@example.jp' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'お問い合わせの種類（必須）' }), { target: { value: 'Payment' } });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: '山田 花子',
      email: 'hanako@example.jp',
      category: 'Payment',
      body: '領収書はもらえますか',
      website: '',
    });
  });
});
