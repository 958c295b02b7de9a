import { describe, expect, it } from 'vitest';
import { deactivationSchema } from './deactivation-schema';

describe('deactivationSchema', () => {
  it('needs the tick and the current password from a password account', () => {
    const result = deactivationSchema(true).safeParse({ reason: '', agreed: false, password: '', phrase: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      '退会するには確認のチェックが必要です。',
      '現在のパスワードを入力してください。',
    ]);
    expect(deactivationSchema(true).safeParse({ reason: '', agreed: true, password: 'pw', phrase: '' }).success).toBe(true);
  });

  it('needs the typed phrase from an account without a password', () => {
    const schema = deactivationSchema(false);
    expect(schema.safeParse({ reason: '', agreed: true, password: '', phrase: '退会' }).success).toBe(false);
    expect(schema.safeParse({ reason: '', agreed: true, password: '', phrase: ' 退会する ' }).success).toBe(true);
  });

  it("keeps the contract's limit on the reason", () => {
    const result = deactivationSchema(true).safeParse({ reason: 'あ'.repeat(1001), agreed: true, password: 'pw', phrase: '' });
    expect(result.error?.issues[0]?.message).toBe('退会理由は1000文字以内で入力してください。');
  });
});
