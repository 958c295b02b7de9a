export { BecomeHost } from './components/become-host';
export { shareContractQuery } from './api/share-contract';
export { becomeHostMessages, type HostRole } from './messages';
