/**
 * A message as the thread shows it, from the viewer's side: theirs or the other person's, read or
 * not, and whether the API masked a phone number or an email address in it. The API's message is
 * mapped to this once (api/), so the components never learn the wire format.
 */
export interface ThreadMessage {
  id: string;
  kind: 'Normal' | 'System';
  body: string;
  sentAt: string;
  /** Written by the viewer (never for a system message). */
  mine: boolean;
  /** The writer's display name (anonymised by the API for a deactivated user); null for a system message. */
  senderName: string | null;
  /** The other participant has read it (shown under the viewer's own messages). */
  readByOther: boolean;
  /** A phone number or an email address in it was masked. */
  masked: boolean;
}

/** A message the viewer is sending: shown at the bottom, dimmed, until the API has it. */
export interface PendingMessage {
  body: string;
  startedAt: string;
}
