import { faultHandlers } from './core/faults';
import { chatHandlers } from './areas/ai/chat-handlers';
import { companyAdminHandlers } from './areas/uploads/company-admin-handlers';
import { googleHandlers } from './areas/accounts/google-handlers';
import { impersonationHandlers } from './areas/accounts/impersonation-handlers';
import { invitationHandlers } from './areas/invitations/invitation-handlers';
import { notificationHandlers } from './areas/notifications/notification-handlers';
import { opportunityHandlers } from './areas/search/opportunity-handlers';
import { passwordHandlers } from './areas/accounts/password-handlers';
import { profileHandlers } from './areas/accounts/profile-handlers';
import { registrationHandlers } from './areas/accounts/registration-handlers';
import { savedSearchHandlers } from './areas/search/saved-search-handlers';
import { systemMessageHandlers } from './areas/messages/system-message-handlers';
import { tagHandlers } from './areas/tags/tag-handlers';
import { teamHandlers } from './areas/invitations/team-handlers';
import { userAdminHandlers } from './areas/accounts/user-admin-handlers';
import { userQueryHandlers } from './areas/search/user-query-handlers';
import { userHandlers } from './areas/accounts/user-handlers';
import { receivablesHandlers } from './areas/receivables/receivables-handlers';
import { workHandlers } from './areas/work/work-handlers';

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
