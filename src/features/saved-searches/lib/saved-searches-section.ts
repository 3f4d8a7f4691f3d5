/** The sidebar section that lists saved searches. */
export const SAVED_SEARCHES_SECTION_ID = 'saved-searches';
