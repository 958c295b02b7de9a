import type { ReserveStatus } from '../enums.js';

/**
 * The one transition table of a reservation (ADR 0016). The API applies a transition only when the
 * reservation is in `from` and the actor's role is in `who`, with `UPDATE … WHERE status = from`;
 * the web shows the actions `allowedActionsFor` gives. Creation is the pseudo-transition
 * null → Request (written to the history too).
 */

/** Who acts on a reservation: its guest, its host (the car's owner or the spot's provider), an operator, or the sweep. */
export const ActorRole = {
  values: ['Guest', 'Host', 'Operator', 'System'] as const,
  labels: { Guest: 'ゲスト', Host: 'ホスト', Operator: '運営', System: 'システム' },
};
export type ActorRole = (typeof ActorRole.values)[number];

/** How a person relates to a reservation they may read (System never reads). */
export const ViewerRole = {
  values: ['Guest', 'Host', 'Operator'] as const,
  labels: { Guest: 'ゲスト', Host: 'ホスト', Operator: '運営' },
};
export type ViewerRole = (typeof ViewerRole.values)[number];

export const TransitionAction = {
  values: ['approve', 'cancel', 'autoCancel', 'rent', 'return'] as const,
  labels: { approve: '承認', cancel: 'キャンセル', autoCancel: '自動キャンセル', rent: '貸出開始', return: '返却' },
};
export type TransitionAction = (typeof TransitionAction.values)[number];

export interface ReserveTransition {
  action: TransitionAction;
  from: ReserveStatus;
  to: ReserveStatus;
  who: readonly ActorRole[];
}

export const reserveTransitions: readonly ReserveTransition[] = [
  { action: 'approve', from: 'Request', to: 'Approved', who: ['Host'] },
  // Declined by the host, withdrawn by the guest, or stopped by an operator: free of charge.
  { action: 'cancel', from: 'Request', to: 'Canceled', who: ['Guest', 'Host', 'Operator'] },
  { action: 'autoCancel', from: 'Request', to: 'AutoCanceled', who: ['System'] },
  // After approval: the guest pays the policy's fee; a host's or operator's cancellation costs the guest nothing.
  { action: 'cancel', from: 'Approved', to: 'Canceled', who: ['Guest', 'Host', 'Operator'] },
  { action: 'rent', from: 'Approved', to: 'Renting', who: ['Host'] },
  // The host records the return; the sweep returns a stay left in Renting past its end (ADR 0046).
  { action: 'return', from: 'Renting', to: 'Returned', who: ['Host', 'System'] },
];

/** The states that hold the dates (a Request holds them too, ADR 0016). */
export const ACTIVE_RESERVE_STATUSES = ['Request', 'Approved', 'Renting'] as const satisfies readonly ReserveStatus[];

export function isActiveStatus(status: ReserveStatus): boolean {
  return (ACTIVE_RESERVE_STATUSES as readonly ReserveStatus[]).includes(status);
}

/** The transition `action` fires from `from`, if there is one. */
export function transitionOf(action: TransitionAction, from: ReserveStatus): ReserveTransition | undefined {
  return reserveTransitions.find((t) => t.action === action && t.from === from);
}

/** Whether `role` may fire `action` on a reservation in `from`. */
export function mayFire(action: TransitionAction, from: ReserveStatus, role: ActorRole): boolean {
  return transitionOf(action, from)?.who.includes(role) ?? false;
}

/** Whether from → to is a row of the table (the history may hold only these, and null → Request). */
export function isAllowedTransition(from: ReserveStatus | null, to: ReserveStatus): boolean {
  if (from === null) return to === 'Request';
  return reserveTransitions.some((t) => t.from === from && t.to === to);
}

/** What a viewer may do now, beyond the transitions: report an accident or a defect. */
export const ReserveViewerAction = {
  values: ['approve', 'cancel', 'rent', 'return', 'reportAccident'] as const,
  labels: {
    approve: '承認する',
    cancel: 'キャンセルする',
    rent: '貸出を開始する',
    return: '返却を記録する',
    reportAccident: '事故・不具合を報告する',
  },
};
export type ReserveViewerAction = (typeof ReserveViewerAction.values)[number];

/** Reports are written while the reservation is confirmed, under way or just finished. */
export const ACCIDENT_REPORT_STATUSES = ['Approved', 'Renting', 'Returned'] as const satisfies readonly ReserveStatus[];

/**
 * The actions the viewer may take now. `startDate` and `today` (Japan time): renting starts on the
 * start day at the earliest.
 */
export function allowedActionsFor(args: {
  status: ReserveStatus;
  role: ViewerRole;
  startDate: string;
  today: string;
}): ReserveViewerAction[] {
  const actions: ReserveViewerAction[] = [];
  for (const action of ['approve', 'cancel', 'rent', 'return'] as const) {
    if (!mayFire(action, args.status, args.role)) continue;
    if (action === 'rent' && args.today < args.startDate) continue;
    actions.push(action);
  }
  // A report is dated within the stay (ADR 0024): there is nothing to report before its start day.
  if (
    args.role !== 'Operator' &&
    (ACCIDENT_REPORT_STATUSES as readonly ReserveStatus[]).includes(args.status) &&
    args.today >= args.startDate
  ) {
    actions.push('reportAccident');
  }
  return actions;
}
