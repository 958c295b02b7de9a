/** A visitor's licence line on a car's page: its own module, so a visitor's page carries this line, not the feature's messages (ADR 0056). */
export const LICENCE_VISITOR_LINE = '車の予約には、運転免許証の登録と運営による確認が必要です。';
