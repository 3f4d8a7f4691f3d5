/**
 * The `tags` area's records: each company's tags and the opportunities they are on.
 */

/**
 * A company's label for opportunities (decision 0009). Numeric here, as the server's table
 * keeps it; the API sends it as a string.
 */
export type MockTag = {
  id: number;
  companyId: number;
  name: string;
  /** #RRGGBB */
  color: string;
  receiveNotifications: boolean;
  createdAt: string;
};

/** A tag put on an opportunity (by its code) within the tag's company. */
export type MockOpportunityTag = {
  tagId: number;
  opportunityCode: string;
  createdAt: string;
};

export type TagRecords = {
  tags: MockTag[];
  opportunityTags: MockOpportunityTag[];
};
