import type { AnyMockDbArea } from '../area';
import { aiArea, type AiRecords } from './ai';
import { accountsArea, type AccountRecords } from './accounts';
import { invitationsArea, type InvitationRecords } from './invitations';
import { mailArea, type MailRecords } from './mail';
import { messagesArea, type MessageRecords } from './messages';
import { notificationsArea, type NotificationRecords } from './notifications';
import { searchArea, type SearchRecords } from './search';
import { tagsArea, type TagRecords } from './tags';
import { uploadsArea, type UploadRecords } from './uploads';
import { workArea, type WorkRecords } from './work';

/** Every area, an area always after those it depends on. */
export const MOCK_DB_AREAS: readonly AnyMockDbArea[] = [
  accountsArea,
  mailArea,
  invitationsArea,
  searchArea,
  tagsArea,
  notificationsArea,
  messagesArea,
  aiArea,
  uploadsArea,
  workArea,
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
  WorkRecords;
