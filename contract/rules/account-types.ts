/** Account types (spec 3 isAgent, spec 6): shared by the site and the platform so both read them alike. */
export const MEMBER_ACCOUNT_TYPE = 0;
/** isAgent 4 marks a trial (free play) account (spec 4). */
export const TRIAL_ACCOUNT_TYPE = 4;
/** Agent centre types; spec 6 notes a reading that adds 4, which is the trial type here (the brand rule decides). */
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];
