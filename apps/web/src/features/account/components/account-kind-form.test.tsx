import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { INDIVIDUAL_ACCOUNT } from '@kurumatabi/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountKindForm } from './account-kind-form';
import { InvoiceRegistrationForm } from './invoice-registration-form';

afterEach(cleanup);

function type(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('AccountKindForm', () => {
  it('shows the company fields only for 法人 and sends the company name, empty optional names as null', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<AccountKindForm account={INDIVIDUAL_ACCOUNT} saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.queryByLabelText('会社名', { exact: true })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '法人' }));
    type('会社名', ' 株式会社みちのくトラベル ');
    type('ご担当者名（任意）', '佐藤 一郎');
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'Corporate',
      companyName: '株式会社みちのくトラベル',
      department: null,
      billingContactName: '佐藤 一郎',
    });
  });

  it('refuses 法人 without a company name, or with one over 100 characters, before any request', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<AccountKindForm account={INDIVIDUAL_ACCOUNT} saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: '法人' }));
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('会社名を入力してください。')).toBeTruthy();
    type('会社名', 'あ'.repeat(101));
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('会社名は100文字以内で入力してください。')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends 個人 alone, keeping no company names, when switching back', async () => {
    const onSubmit = vi.fn(async () => {});
    const corporate = { kind: 'Corporate', companyName: '有限会社 北星', department: null, billingContactName: null } as const;
    render(<AccountKindForm account={corporate} saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    expect((screen.getByLabelText('会社名', { exact: true }) as HTMLInputElement).value).toBe('有限会社 北星');
    fireEvent.click(screen.getByRole('radio', { name: '個人' }));
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ kind: 'Individual' }));
  });
});

describe('InvoiceRegistrationForm', () => {
  it('normalises a full-width, lowercase number and sends it', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<InvoiceRegistrationForm registration={null} saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    type('登録番号', 'ｔ７００００１２０５０００２');
    type('登録事業者名', '国税庁');
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ number: 'T7000012050002', registeredName: '国税庁' }));
  });

  it('names a wrong check digit and a wrong length, and sends nothing', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<InvoiceRegistrationForm registration={null} saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    type('登録番号', 'T8000012050002');
    type('登録事業者名', '国税庁');
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('登録番号の確認用数字が一致しません。')).toBeTruthy();
    type('登録番号', 'T12345');
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('登録番号は T と13桁の数字です。')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
