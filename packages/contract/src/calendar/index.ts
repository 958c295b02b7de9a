/** Japan's calendar: national holidays and the banks' business days. */
export * from './japanese-holidays.js';
export * from './bank-days.js';
