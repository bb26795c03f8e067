export { checklist } from './checklist/actions.ts';
export { loadChecklist } from './checklist/checklist.server.ts';
export { functions } from './functions/actions.ts';
export { catererSheet, catererSheetVersion, functionsOverview, functionsVersion } from './functions/functions.server.ts';
export { accommodationList } from './functions/accommodation.server.ts';
export { guests } from './guests/actions.ts';
export { decodeGuestCursor, guestCountOf, listGuests, listGuestsPage } from './guests/guests.server.ts';
export { households } from './households/actions.ts';
export { householdLink } from './households/household-links.server.ts';
export { householdsVersion, listHouseholds } from './households/household-list.server.ts';
export { countNewReplies, functionColumns, newRepliesQuery, requireWedding } from './households/households.server.ts';
export { linkDeps } from './households/link-deps.server.ts';
export { postRsvp, RSVP_FORM_COOKIE, showRsvp } from './rsvp/rsvp-page.server.ts';
export { rsvpPageMessages } from './rsvp/messages.ts';
export { catererSheetMessages, functionsTabMessages } from './functions/messages.ts';
export { planningTasksMessages, weddingProfileMessages } from './wedding/messages.ts';
export { householdsMessages, rsvpLinksPageMessages } from './households/messages.ts';
export { guestsPanelMessages } from './guests/messages.ts';
export { guestImportMessages } from './guests/import-messages.ts';
export { wedding } from './wedding/actions.ts';
export { optionalDate } from './wedding/wedding.schema.ts';
export { createWeddingProfile, getWeddingProfile, listPlanningTasks, planningTasksQuery, toPlanningTasks } from './wedding/wedding.server.ts';
export { accommodationToCsv, catererSheetToCsv, fileSlug, linksToCsv } from './functions/functions-csv.ts';
export { guestsToCsv } from './guests/guests-csv.ts';
export { sideParam } from './wedding/sides.ts';
export { invitationMessages } from './households/invitation.ts';
export { qrSvg } from './households/qr.ts';
export { checklistIslandMessages, checklistPageMessages } from './checklist/messages.ts';
export { checklistPhasesIn, planningTaskTexts } from './checklist/phases-hi.ts';
export { shownTask } from './wedding/task-texts.ts';
export { muhuratPickerMessages } from './wedding/muhurat-messages.ts';
export {
  accountActor,
  activitySince,
  activityStatement,
  actorOf,
  pruneActivityStatement,
  recentActivity,
  recentActivityQuery,
  recordActivity,
  toActivityEntries,
  type Actor,
} from './activity/activity.server.ts';
export { manySubjects, paymentSubject } from './activity/activity.ts';
export { activityMessages } from './activity/messages.ts';
export { planningActionErrorMessages } from './action-error-messages.ts';
export {
  chooseWedding,
  listWeddingAccess,
  refusalOf,
  requireRole,
  sideFilter,
  sideOf,
  WEDDING_CHOICE_COOKIE,
  weddingAccess,
  weddingsOf,
} from './wedding/access.server.ts';
export type { WeddingAccess } from './wedding/access.server.ts';
export { actionNeed } from './wedding/access.ts';
export type { WeddingNeed, WeddingRole } from './wedding/access.ts';
export { accessMessages } from './wedding/access-messages.ts';
export { actionRefusal } from './wedding/access-gate.server.ts';
export { acceptInvitationLink, listCollaborators, pendingInvitations, roleLabel, sideLabel } from './collaborators/collaborators.server.ts';
export type { Actor as CollaboratorActor } from './collaborators/collaborators.server.ts';
export { handlePeopleForm, PEOPLE_DONE, ROLE_CHOICES, SIDE_CHOICES } from './collaborators/people-form.server.ts';
export { invitationDeps } from './collaborators/invitation-deps.server.ts';
export { collaboratorMessages } from './collaborators/messages.ts';
