import { companyProfileHandlers } from './areas/accounts/company-profile-handlers';
import { googleHandlers } from './areas/accounts/google-handlers';
import { impersonationHandlers } from './areas/accounts/impersonation-handlers';
import { passwordHandlers } from './areas/accounts/password-handlers';
import { profileHandlers } from './areas/accounts/profile-handlers';
import { registrationHandlers } from './areas/accounts/registration-handlers';
import { userAdminHandlers } from './areas/accounts/user-admin-handlers';
import { userHandlers } from './areas/accounts/user-handlers';
import { activityHandlers } from './areas/activity/activity-handlers';
import { chatHandlers } from './areas/ai/chat-handlers';
import { requirementHandlers } from './areas/ai/requirement-handlers';
import { indicatorHandlers } from './areas/catalogue/indicator-handlers';
import { documentHandlers } from './areas/documents/documents-handlers';
import { competitionHandlers } from './areas/competition/competition-handlers';
import { invitationHandlers } from './areas/invitations/invitation-handlers';
import { teamHandlers } from './areas/invitations/team-handlers';
import { systemMessageHandlers } from './areas/messages/system-message-handlers';
import { notificationHandlers } from './areas/notifications/notification-handlers';
import { offerHandlers } from './areas/offers/offer-handlers';
import { planningHandlers } from './areas/planning/planning-handlers';
import { opportunityHandlers } from './areas/search/opportunity-handlers';
import { savedSearchHandlers } from './areas/search/saved-search-handlers';
import { userQueryHandlers } from './areas/search/user-query-handlers';
import { tagHandlers } from './areas/tags/tag-handlers';
import { companyAdminHandlers } from './areas/uploads/company-admin-handlers';
import { applicationHandlers } from './areas/work/application-handlers';
import { calendarHandlers } from './areas/work/calendar-handlers';
import { decisionHandlers } from './areas/work/decision-handlers';
import { kpiHandlers } from './areas/work/kpi-handlers';
import { purchaseOrderHandlers } from './areas/work/purchase-order-handlers';
import { taskHandlers } from './areas/work/task-handlers';
import { faultHandlers } from './core/faults';

/**
 * Every handler of the mock API, area by area (areas/<area>/*-handlers.ts); faults come first so
 * they can pre-empt any endpoint. The browser (browser.ts) and Node (node.ts) serve this list.
 */
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
  ...requirementHandlers,
  ...companyAdminHandlers,
  ...profileHandlers,
  ...teamHandlers,
  ...userAdminHandlers,
  ...taskHandlers,
  ...activityHandlers,
  ...calendarHandlers,
  ...kpiHandlers,
  ...planningHandlers,
  ...applicationHandlers,
  ...purchaseOrderHandlers,
  ...competitionHandlers,
  ...companyProfileHandlers,
  ...indicatorHandlers,
  ...decisionHandlers,
  ...documentHandlers,
  ...offerHandlers,
];
