/** The owner interviews the home page shows (the newest, large). */
export const HOME_INTERVIEW_LIMIT = 1;
