export { SandboxCardForm, type CreatedPaymentMethod } from './components/sandbox-card-form';
export { SandboxChallengeDialog } from './components/sandbox-challenge-dialog';
