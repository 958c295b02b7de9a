/** The owner interviews the share page shows (the newest). */
export const SHARE_INTERVIEW_LIMIT = 3;
