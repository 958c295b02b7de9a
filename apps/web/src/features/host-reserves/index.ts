/** What pages use from the owners' and providers' reservation screens. */
export { CarCalendar, SpotCalendar } from './components/calendar/listing-calendars';
export { CarDashboard, SpotDashboard } from './components/dashboard/listing-dashboards';
export { HostReserveList } from './components/reserves/host-reserve-list';
export { CarRents } from './components/rents/car-rents';
export { CarSales, SpotSales } from './components/sales/listing-sales';
export { useOwnedCarTitle } from './api/show-owned-user-car';
export { useOwnedSpotTitle } from './api/show-owned-user-spot';
export { HostRoleGate } from './components/host-role-gate';
export { hostReserveMessages } from './messages';
export { hostPaths } from './paths';
