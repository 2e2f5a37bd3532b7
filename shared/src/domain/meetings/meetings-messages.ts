// Messages: Meeting Management (the calendar, its dialogs, its routes and the dashboard's Today).
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// The meeting form's fields.
export const pleaseEnterMeetingTitle = 'Please enter a title';
export const meetingTitleTooLong = 'A title has at most 200 characters';
export const pleaseSelectMeetingKind = 'Please select a kind of meeting';
export const pleaseEnterMeetingStart = 'Please enter when the meeting starts';
export const pleaseEnterMeetingEnd = 'Please enter when the meeting ends';
export const meetingEndBeforeStart = 'The meeting must end after it starts';
export const meetingTooLong = 'A meeting lasts at most 24 hours';
export const meetingTextTooLong = 'This text is too long';
export const meetingUnknownTimeZone = 'Unknown time zone';
export const meetingDealOrLead = 'Link the meeting to a deal or to a lead, not both';
export const meetingContactNeedsDeal =
  'A customer contact must be one of the linked deal’s contacts';

// The API's refusals.
export const apiMeetingNotFound = 'Meeting not found';
export const apiMeetingNoPermission = 'You may not change this meeting';
export const apiMeetingPersonNotInTeam = 'That person is not in your team';
export const apiMeetingUnknownPeople = 'Organiser and attendees must be active staff members';
export const apiMeetingRangeInvalid =
  'Choose a range whose end is after its start and at most 62 days long';
export const apiCalendarFeedNotFound = 'Calendar feed not found';

// The calendar page.
export const meetingViewDay = 'Day';
export const meetingViewWeek = 'Week';
export const meetingViewMonth = 'Month';
export const meetingViewAgenda = 'Agenda';
export const meetingScopeMe = 'My meetings';
export const meetingScopeTeam = 'My team';
export const meetingScopePerson = 'A person';
export const meetingNew = 'New meeting';
export const meetingToday = 'Today';
export const meetingPrevious = 'Previous';
export const meetingNext = 'Next';
export const meetingTimeZoneIs = (zone: string) => `Times are shown in your time zone, ${zone}.`;
export const meetingsEmpty =
  'No meetings in this period. Select a time slot or press “New meeting” to book one.';
export const failedToLoadMeetings = 'Failed to load the meetings';
export const failedToLoadMeeting = 'Failed to load the meeting';
export const meetingSaved = 'Meeting saved';
export const meetingCancelled = 'Meeting cancelled';
export const meetingCancel = 'Cancel meeting';
export const meetingCancelConfirm =
  'Are you sure you want to cancel this meeting? It is removed from every calendar.';
export const meetingDownloadIcs = 'Download .ics';
export const meetingEdit = 'Edit meeting';
export const meetingMoreCount = (count: number) => `+${count} more`;

// The double-booking warning (shown before saving; saving stays allowed).
export const meetingDoubleBookedTitle = 'Double-booked';
export const meetingDoubleBooked = (person: string, meeting: string) =>
  `${person} is already booked: ${meeting}`;
export const meetingBusyElsewhere = 'another meeting';
export const meetingSaveAnyway = 'Save anyway';

// The private calendar feed.
export const calendarFeed = 'Calendar feed';
export const calendarFeedIntro =
  'Subscribe to this private address in Google Calendar or Outlook to see your meetings there. Anyone with the address can read your meetings: keep it to yourself.';
export const calendarFeedShownOnce =
  'Copy the address now: it is shown only once. Create a new one if you lose it.';
export const calendarFeedActive =
  'You have an active feed address. Creating a new one stops the old one.';
export const calendarFeedNone = 'You have no feed address yet.';
export const calendarFeedCreate = 'Create feed address';
export const calendarFeedRevoke = 'Revoke feed address';
export const calendarFeedRevoked = 'Feed address revoked';
export const calendarFeedCopy = 'Copy';
export const calendarFeedCopied = 'Feed address copied';

// The staff dashboard's Today.
export const dashboardTodayMeetings = 'Today';
export const dashboardNoMeetingsToday = 'No meetings today. Book one from Meeting Management.';

// The meeting form's deal search and labels.
export const meetingDealSearchFailed = 'Failed to search the deals';
export const meetingNoMatchingDeals = 'No matching deals';
export const meetingSearchDeals = 'Search deals by name or address';
export const meetingNoContact = 'No customer contact';
export const meetingSaveFailed = 'Failed to save the meeting';
export const meetingCancelFailed = 'Failed to cancel the meeting';
export const meetingCalendarLabel = (view: string) => `${view} calendar`;
export const meetingSlotLabel = (when: string) => `Book a meeting at ${when}`;
export const meetingDayLabel = (day: string) => `Book a meeting on ${day}`;
export const meetingKeyboardHelp =
  'Use the arrow keys to move between time slots and Enter to book one. To reschedule without dragging, open a meeting and change its date and times.';
