// The holidays are the contract's (issue 36: the API's seasons and the web's calendars read one computation).
export { holidayName, holidaysOf } from '@kurumatabi/contract/calendar';
