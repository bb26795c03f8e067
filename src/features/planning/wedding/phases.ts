/**
 * The six planning phases of the wedding checklist, shared by the public checklist
 * page and the couple dashboard (which turns the items into dated planning tasks).
 * Ids are stable: saved progress and custom items refer to them, so never renumber.
 */

export interface ChecklistItem {
  id: string;
  title: string;
  description: string;
}

export interface ChecklistPhase {
  id: string;
  title: string;
  description: string;
  /** Items of this phase fall due this many days before the wedding date. */
  dueDaysBefore: number;
  items: ChecklistItem[];
}

export const checklistPhases: readonly ChecklistPhase[] = [
  {
    id: 'six-months-plus',
    title: '6 Months and More',
    description: 'Set the foundations: budget, date, venue and the vendors who book up first.',
    dueDaysBefore: 180,
    items: [
      {
        id: 'six-months-plus-budget',
        title: 'Set the wedding budget',
        description: 'Agree a total with both families and split it across venue, catering, attire and décor.',
      },
      {
        id: 'six-months-plus-muhurat',
        title: 'Fix the muhurat with the pandit',
        description: 'Consult your family pandit or priest for auspicious dates and book them for the ceremonies.',
      },
      {
        id: 'six-months-plus-guest-list',
        title: 'Draft the guest list',
        description: 'Collect names from both sides early; the head count drives the venue and catering choice.',
      },
      {
        id: 'six-months-plus-venue',
        title: 'Book the venue',
        description: 'Visit shortlisted venues, compare rental and per-plate prices, and pay the booking deposit.',
      },
      {
        id: 'six-months-plus-photographer',
        title: 'Book the photographer and videographer',
        description: 'Review full wedding albums, not just highlights, and confirm coverage for every function.',
      },
      {
        id: 'six-months-plus-planner-decor',
        title: 'Choose a planner and decorator',
        description: 'Share a mood board for each function and lock in the décor team before the season fills up.',
      },
    ],
  },
  {
    id: 'three-to-five-months',
    title: '3-5 Months Before',
    description: 'Book the specialists and start on outfits, food and invitations.',
    dueDaysBefore: 90,
    items: [
      {
        id: 'three-to-five-months-caterer',
        title: 'Caterer tasting and menu',
        description: 'Attend a tasting, settle the veg and non-veg menus and any regional specialities.',
      },
      {
        id: 'three-to-five-months-mehendi-artist',
        title: 'Book the mehendi artist',
        description: 'Confirm how many artists will come so every guest who wants mehendi gets it in time.',
      },
      {
        id: 'three-to-five-months-makeup',
        title: 'Book bridal makeup and hair',
        description: 'Schedule a trial look and agree timings for each function.',
      },
      {
        id: 'three-to-five-months-trousseau',
        title: 'Start trousseau shopping',
        description: 'Order the lehenga or saree and the groom’s sherwani early; tailoring and fittings take weeks.',
      },
      {
        id: 'three-to-five-months-invitations',
        title: 'Order the wedding invitations',
        description: 'Finalise the card design, print the physical invites and prepare the e-invites.',
      },
      {
        id: 'three-to-five-months-music',
        title: 'Book the DJ, band or dhol',
        description: 'Confirm the music for the sangeet, baraat and reception, with sound and lighting.',
      },
    ],
  },
  {
    id: 'one-to-two-months',
    title: '1-2 Months Before',
    description: 'Send invitations, rehearse the sangeet and take care of the paperwork.',
    dueDaysBefore: 45,
    items: [
      {
        id: 'one-to-two-months-send-invites',
        title: 'Send the invitations',
        description: 'Deliver cards to elders in person and send e-invites to everyone else with the function schedule.',
      },
      {
        id: 'one-to-two-months-sangeet',
        title: 'Start sangeet choreography',
        description: 'Book a choreographer and plan the family performances so there is time to rehearse.',
      },
      {
        id: 'one-to-two-months-jewellery',
        title: 'Buy the wedding jewellery and rings',
        description: 'Pick the bridal set and the rings, and allow time for sizing or alterations.',
      },
      {
        id: 'one-to-two-months-stay',
        title: 'Book guest stays and transport',
        description: 'Block hotel rooms for outstation guests and arrange pick-ups from the airport and station.',
      },
      {
        id: 'one-to-two-months-baraat',
        title: 'Arrange the baraat',
        description: 'Book the ghodi or vintage car, the band and the route, and check local permissions.',
      },
      {
        id: 'one-to-two-months-registration',
        title: 'Prepare marriage registration papers',
        description: 'Gather ID and address proofs, photographs and witness details for the registrar.',
      },
    ],
  },
  {
    id: 'two-to-four-weeks',
    title: '2-4 Weeks Before',
    description: 'Confirm numbers, finish fittings and settle the schedule with every vendor.',
    dueDaysBefore: 21,
    items: [
      {
        id: 'two-to-four-weeks-rsvp',
        title: 'Confirm RSVPs and final head count',
        description: 'Call anyone who has not replied and pass the final numbers to the caterer and venue.',
      },
      {
        id: 'two-to-four-weeks-fittings',
        title: 'Final outfit fittings',
        description: 'Try on every outfit with its footwear and jewellery and leave time for last alterations.',
      },
      {
        id: 'two-to-four-weeks-vendor-schedule',
        title: 'Share the schedule with vendors',
        description: 'Send each vendor the timings, venue addresses and a contact person for every function.',
      },
      {
        id: 'two-to-four-weeks-pooja-samagri',
        title: 'Buy the pooja samagri',
        description: 'Get the list from the pandit and gather everything needed for the rituals.',
      },
      {
        id: 'two-to-four-weeks-return-gifts',
        title: 'Pack return gifts and welcome hampers',
        description: 'Prepare favours for guests and welcome bags for those staying at the hotel.',
      },
      {
        id: 'two-to-four-weeks-seating',
        title: 'Plan seating and the family photo list',
        description: 'Decide who sits where at the reception and list the family groups for portraits.',
      },
    ],
  },
  {
    id: 'one-week',
    title: '1 Week Before',
    description: 'The last checks, and a little rest before the celebrations begin.',
    dueDaysBefore: 7,
    items: [
      {
        id: 'one-week-confirm-vendors',
        title: 'Reconfirm every vendor',
        description: 'Call each vendor to confirm arrival times and settle the advance payments due.',
      },
      {
        id: 'one-week-emergency-kit',
        title: 'Pack the wedding-day emergency kit',
        description: 'Safety pins, thread, medicines, snacks, chargers and a copy of the schedule.',
      },
      {
        id: 'one-week-cash-envelopes',
        title: 'Prepare shagun and payment envelopes',
        description: 'Label envelopes for the pandit, vendors and staff tips so nobody has to hunt for cash.',
      },
      {
        id: 'one-week-haldi-mehendi',
        title: 'Host the haldi and mehendi',
        description: 'Enjoy the pre-wedding functions and let a trusted cousin handle the coordination.',
      },
    ],
  },
  {
    id: 'wedding-day',
    title: 'Wedding Day',
    description: 'Breathe, trust your team and enjoy the day.',
    dueDaysBefore: 0,
    items: [
      {
        id: 'wedding-day-breakfast',
        title: 'Eat a proper breakfast',
        description: 'The rituals run long; a good meal and water keep you going.',
      },
      {
        id: 'wedding-day-point-person',
        title: 'Hand the schedule to a point person',
        description: 'One trusted person answers vendor calls so the couple and parents can stay present.',
      },
      {
        id: 'wedding-day-rings-documents',
        title: 'Keep rings, jewellery and documents safe',
        description: 'Give them to someone responsible and check they reach the mandap on time.',
      },
      {
        id: 'wedding-day-enjoy',
        title: 'Enjoy the pheras and the celebration',
        description: 'Take a moment together between the rituals and soak it in.',
      },
    ],
  },
];

/** Percent of a phase done: completed ÷ total × 100, rounded; an empty phase is 0 %. */
export function phaseProgress(completed: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  const done = Math.min(Math.max(completed, 0), total);
  return Math.round((done / total) * 100);
}
