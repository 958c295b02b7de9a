import { describe, expect, it } from 'vitest';
import { defaultPasswordPolicy } from './password-policy';
import { signUpSchema } from './schemas';

/** The sign-up form checks the name with the contract's rules (ADR 0024), so the field shows the refusal. */
describe('signUpSchema’s name', () => {
  const schema = signUpSchema(defaultPasswordPolicy);
  const nameProblems = (name: string) => {
    const result = schema.safeParse({ name, email: 'hanako@example.jp', password: 'good-pass-1' });
    return result.error?.issues.filter((issue) => issue.path[0] === 'name').map((issue) => issue.message) ?? [];
  };

  it('refuses an impersonating name, a bidi override and a zero-width space, in Japanese', () => {
    expect(nameProblems('くるま旅 運営事務局')).toEqual([
      'お名前に「くるま旅」は使えません。運営者やスタッフと紛らわしい名前は登録できません。',
    ]);
    expect(nameProblems('退会済みユーザー')).toEqual(['お名前に「退会」は使えません。運営者やスタッフと紛らわしい名前は登録できません。']);
    expect(nameProblems('はなこ\u202Egpj.exe')).toEqual(['お名前に文字の向きを変える制御文字は使えません。']);
    expect(nameProblems('山田\u200B花子')).toEqual(['お名前に見えない文字（ゼロ幅スペースなど）は使えません。']);
  });

  it('takes and normalises an ordinary name', () => {
    const result = schema.safeParse({ name: '山田　花子', email: 'hanako@example.jp', password: 'good-pass-1' });
    expect(result.data?.name).toBe('山田 花子');
  });
});
