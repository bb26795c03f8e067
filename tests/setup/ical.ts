import ICAL from 'ical.js';

/** A calendar read back by a real iCalendar parser (ical.js), its events by UID. */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return { calendar, events: new Map(events.map((e) => [e.uid, e])) };
}
