import { faultHandlers } from '../server/faults';
import { chatHandlers } from './chat';
import { companyAdminHandlers } from './company-admin';
import { googleHandlers } from './google';
import { impersonationHandlers } from './impersonation';
import { invitationHandlers } from './invitations';
import { notificationHandlers } from './notifications';
import { opportunityHandlers } from './opportunities';
import { passwordHandlers } from './password';
import { profileHandlers } from './profile';
import { registrationHandlers } from './registration';
import { savedSearchHandlers } from './saved-searches';
import { systemMessageHandlers } from './system-messages';
import { tagHandlers } from './tags';
import { teamHandlers } from './team';
import { userAdminHandlers } from './user-admin';
import { userQueryHandlers } from './user-queries';
import { userHandlers } from './users';
import { receivablesHandlers } from './receivables';
import { workHandlers } from './work';

/** Every handler of the mock API; faults come first so they can pre-empt any endpoint. */
export const handlers = [
  ...faultHandlers,
  ...userHandlers,
  ...registrationHandlers,
  ...passwordHandlers,
  ...invitationHandlers,
  ...googleHandlers,
  ...impersonationHandlers,
  ...opportunityHandlers,
  ...userQueryHandlers,
  ...savedSearchHandlers,
  ...tagHandlers,
  ...notificationHandlers,
  ...systemMessageHandlers,
  ...chatHandlers,
  ...companyAdminHandlers,
  ...profileHandlers,
  ...teamHandlers,
  ...userAdminHandlers,
  ...workHandlers,
  ...receivablesHandlers,
];
