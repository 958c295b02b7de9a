export { BankAccountPanel } from './components/bank-account-panel';
export { HostsOnlyPrompt } from './components/hosts-only-prompt';
export { bankAccountMessages } from './messages';
