import { weekdayOf } from '@/lib/date-range';
import { formatDate } from '@/lib/format';
import { rangeLength, type RangeUnit } from './calendar-rules';

/** The calendar's copy (Japanese): the names of its days, months and buttons, and the reasons a day cannot be picked. */
export const calendarMessages = {
  label: '予約カレンダー',
  navigation: '月の切り替え',
  weekdays: ['日', '月', '火', '水', '木', '金', '土'],
  weekdayNames: ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'],
  month: (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`,
  previousMonth: (month: string) => `前の月（${calendarMessages.month(month)}）`,
  nextMonth: (month: string) => `次の月（${calendarMessages.month(month)}）`,
  today: '今日',
  available: '予約可',
  unavailable: '予約不可',
  outOfRange: '受付期間外',
  checkoutOnly: 'チェックアウトのみ可',
  availableMark: '○',
  unavailableMark: '×',
  outOfRangeMark: '－',
  legend: '凡例',
  selected: '選択中',
  sundaysAndHolidays: '日曜・祝日',
  startLabel: '開始日',
  endLabel: '終了日',
  pickStart: (start: string) => `${start}を選んでください`,
  pickEnd: (from: string, end: string) => `${formatDate(from)} から。${end}を選んでください`,
  picked: (from: string, to: string, unit: RangeUnit) =>
    `${formatDate(from)} 〜 ${formatDate(to)}（${unit === 'night' ? `${rangeLength(from, to, unit)}泊` : `${rangeLength(from, to, unit)}日間`}）`,
  restarted: (start: string) => `予約できない日をまたぐため、選んだ日を${start}にしました。`,
  clear: '選択をクリア',
  noStartTitle: 'この期間に利用を開始できない日',
  noStartMore: (count: number) => `ほか${count}件`,
  holidaysOfMonth: (month: string) => `${calendarMessages.month(month)}の祝日`,
  holiday: (date: string, name: string) => `${Number(date.slice(8, 10))}日(${calendarMessages.weekdays[weekdayOf(date)]}) ${name}`,
};
export type CalendarMessages = typeof calendarMessages;
