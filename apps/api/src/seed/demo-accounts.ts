/**
 * The demo identities of `npm start` (Auth emulator only; never created in a real project). Their
 * uids are fixed so the emulator's accounts and the users rows always match; the passwords are
 * printed at start and listed in the README. `guest` has a verified driving licence (she books cars);
 * `newGuest` has none, for the flow of registering one.
 */
export interface DemoAccount {
  key: 'guest' | 'newGuest' | 'carOwner' | 'facilityProvider' | 'operator' | 'secondOperator' | 'thirdOperator';
  uid: string;
  email: string;
  password: string;
  name: string;
  label: string;
  /**
   * The day the account was made (「YYYY年M月から利用」): before anything the demo data gives it — its
   * listings, reservations and reviews go back at most about half a year from the seed day. Null: the seed day
   * (a new user).
   */
  joinedOn: string | null;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    key: 'guest',
    uid: 'demo-guest',
    email: 'guest@demo.kurumatabi.jp',
    password: 'demo-guest-2026',
    name: '山田 花子',
    label: 'ゲスト',
    joinedOn: '2025-04-06',
  },
  {
    key: 'newGuest',
    uid: 'demo-guest-2',
    email: 'guest2@demo.kurumatabi.jp',
    password: 'demo-guest2-2026',
    name: '田中 翔',
    label: 'ゲスト（免許未登録）',
    joinedOn: null,
  },
  {
    key: 'carOwner',
    uid: 'demo-car-owner',
    email: 'owner@demo.kurumatabi.jp',
    password: 'demo-owner-2026',
    name: '佐藤 健一',
    label: '車両オーナー',
    joinedOn: '2024-11-15',
  },
  {
    key: 'facilityProvider',
    uid: 'demo-facility-provider',
    email: 'provider@demo.kurumatabi.jp',
    password: 'demo-provider-2026',
    name: '鈴木 美咲',
    label: 'スポット掲載者',
    joinedOn: '2024-07-01',
  },
  {
    key: 'operator',
    uid: 'demo-operator',
    email: 'operator@demo.kurumatabi.jp',
    password: 'demo-operator-2026',
    name: '高橋 誠',
    label: '運営スタッフ',
    joinedOn: '2023-10-02',
  },
  {
    // Two more operators (ADR 0045): an act on an operator's account needs a second operator, neither its author nor its target.
    key: 'secondOperator',
    uid: 'demo-operator-2',
    email: 'operator2@demo.kurumatabi.jp',
    password: 'demo-operator2-2026',
    name: '伊藤 直子',
    label: '運営スタッフ（2人目）',
    joinedOn: '2024-04-01',
  },
  {
    key: 'thirdOperator',
    uid: 'demo-operator-3',
    email: 'operator3@demo.kurumatabi.jp',
    password: 'demo-operator3-2026',
    name: '中村 亮',
    label: '運営スタッフ（3人目）',
    joinedOn: '2025-01-06',
  },
];
