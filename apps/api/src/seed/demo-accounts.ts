/**
 * The demo identities of `npm start` (Auth emulator only; never created in a real project). Their
 * uids are fixed so the emulator's accounts and the users rows always match; the passwords are
 * printed at start and listed in the README.
 */
export interface DemoAccount {
  key: 'guest' | 'carOwner' | 'facilityProvider' | 'operator';
  uid: string;
  email: string;
  password: string;
  name: string;
  label: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  { key: 'guest', uid: 'demo-guest', email: 'guest@demo.kurumatabi.jp', password: 'demo-guest-2026', name: '山田 花子', label: 'ゲスト' },
  {
    key: 'carOwner',
    uid: 'demo-car-owner',
    email: 'owner@demo.kurumatabi.jp',
    password: 'demo-owner-2026',
    name: '佐藤 健一',
    label: '車両オーナー',
  },
  {
    key: 'facilityProvider',
    uid: 'demo-facility-provider',
    email: 'provider@demo.kurumatabi.jp',
    password: 'demo-provider-2026',
    name: '鈴木 美咲',
    label: 'スポット掲載者',
  },
  {
    key: 'operator',
    uid: 'demo-operator',
    email: 'operator@demo.kurumatabi.jp',
    password: 'demo-operator-2026',
    name: '高橋 誠',
    label: '運営スタッフ',
  },
];
