export { AttentionPanel } from './components/attention-panel';
export { ShortcutGrid } from './components/shortcut-grid';
export { WelcomeCard } from './components/welcome-card';
export { mypageHomeMessages } from './messages';
