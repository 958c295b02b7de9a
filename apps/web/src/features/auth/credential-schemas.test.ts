import { describe, expect, it } from 'vitest';
import { defaultPasswordPolicy } from './password-policy';
import { changeEmailSchema, changePasswordSchema } from './schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('changePasswordSchema', () => {
  const schema = changePasswordSchema(defaultPasswordPolicy);

  it('needs the current password and a new one that meets the policy', () => {
    expect(messages(schema.safeParse({ currentPassword: '', newPassword: 'abc' }))).toEqual([
      'パスワードを入力してください。',
      'パスワードは6文字以上にしてください。',
    ]);
    expect(schema.safeParse({ currentPassword: 'old-pass-1', newPassword: 'new-pass-2' }).success).toBe(true);
  });

  it('refuses the current password as the new one', () => {
    expect(messages(schema.safeParse({ currentPassword: 'same-pass-1', newPassword: 'same-pass-1' }))).toEqual([
      '現在と同じパスワードは設定できません。',
    ]);
  });
});

describe('changeEmailSchema', () => {
  it('refuses the current address, in any letter case', () => {
    const schema = changeEmailSchema('hanako@example.jp', true);
    expect(messages(schema.safeParse({ email: 'Hanako@Example.jp', currentPassword: 'pw' }))[0]).toMatch(/現在と同じ/);
    expect(schema.safeParse({ email: 'new@example.jp', currentPassword: 'pw' }).success).toBe(true);
  });

  it('asks for the current password only when the account has one', () => {
    expect(changeEmailSchema('a@example.jp', true).safeParse({ email: 'b@example.jp', currentPassword: '' }).success).toBe(false);
    expect(changeEmailSchema('a@example.jp', false).safeParse({ email: 'b@example.jp', currentPassword: '' }).success).toBe(true);
  });
});
