import type { AnyMockDbArea } from '../core/area';
import { accountsArea } from './accounts/area';
import type { AccountRecords } from './accounts/records';
import { aiArea } from './ai/area';
import type { AiRecords } from './ai/records';
import { documentsArea } from './documents/area';
import type { DocumentRecords } from './documents/records';
import { invitationsArea } from './invitations/area';
import type { InvitationRecords } from './invitations/records';
import { mailArea } from './mail/area';
import type { MailRecords } from './mail/records';
import { messagesArea } from './messages/area';
import type { MessageRecords } from './messages/records';
import { notificationsArea } from './notifications/area';
import type { NotificationRecords } from './notifications/records';
import { offersArea } from './offers/area';
import { planningArea } from './planning/area';
import type { PlanningRecords } from './planning/records';
import type { OfferRecords } from './offers/records';
import { searchArea } from './search/area';
import type { SearchRecords } from './search/records';
import { tagsArea } from './tags/area';
import type { TagRecords } from './tags/records';
import { uploadsArea } from './uploads/area';
import type { UploadRecords } from './uploads/records';
import { workArea } from './work/area';
import type { WorkRecords } from './work/records';

/*
 * The mock database's areas, the one place that lists them all. Only the database (core/) and
 * code that needs the whole state's type import this file; an area's own files never do, so an
 * area's records, seed and definition import nothing that comes back to them. The order in which
 * the areas' folders may import one another is AREA_ORDER in scripts/lint/mock-areas.mjs.
 */

/** Every area, an area always after those it depends on. */
export const MOCK_DB_AREAS: readonly AnyMockDbArea[] = [
  accountsArea,
  mailArea,
  invitationsArea,
  searchArea,
  tagsArea,
  // Before the notifications: their seed tells what the seeded vault has due.
  documentsArea,
  notificationsArea,
  messagesArea,
  aiArea,
  uploadsArea,
  workArea,
  offersArea,
  planningArea,
];

/** The areas' records side by side, as handlers read them (`db.state.users`). */
export type MockDbState = AccountRecords &
  MailRecords &
  InvitationRecords &
  SearchRecords &
  TagRecords &
  NotificationRecords &
  MessageRecords &
  AiRecords &
  UploadRecords &
  DocumentRecords &
  WorkRecords &
  OfferRecords &
  PlanningRecords;
