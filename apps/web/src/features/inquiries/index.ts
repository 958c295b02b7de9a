/** What pages use from the conversations feature. */
export { inquiryMessages } from './messages';
export { InquiryThread } from './components/thread/inquiry-thread';
export { ThreadFallback } from './components/thread/thread-fallback';
export { useThreadPageState } from './components/thread/thread-page-state';
export { InquiryList } from './components/list/inquiry-list';
export { useAskHost } from './components/ask/use-ask-host';
export { ReserveThreadCard } from './components/reserve-thread-card';
export { OperatorThread, OperatorThreadCard } from './components/operator-thread';
