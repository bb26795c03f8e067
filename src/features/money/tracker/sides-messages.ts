// The Budget tab's texts about who pays (the form's fields, the rows, the "Costs by side" card),
// spread into its catalogue (messages.ts) so that file stays short.
import { budgetMessages } from './budget-tracker.ts';

export const sidesTextsEn = {
  payerBride: "Bride's side",
  payerGroom: "Groom's side",
  payerShared: 'Shared',
  paidByLabel: 'Paid by',
  brideShareLabel: "Bride's side's share (%)",
  brideShareHint: "Leave 50 to split it equally; the groom's side pays the rest.",
  sharedPaidByLabel: 'Payments so far made by',
  sharedPaidByEach: 'Each side, its own share',
  shareRange: budgetMessages.shareRange,
  rowPaidBy: 'Paid by {payer}',
  rowShared: 'Shared',
  rowSharedSplit: "Shared: bride's side {bride}%, groom's side {groom}%",
  rowPaymentsBy: 'payments made by {side}',
  sidesHeading: 'Costs by side',
  sidesHint:
    "Each side's figures are its own expenses and its share of the shared ones. A payment on a shared expense counts for the side that made it (chosen on the expense), or else for each side by its share; who owes whom evens out what has been paid so far.",
  sideQuoted: 'Quoted',
  sidePaid: 'Paid',
  sharedLines: 'Shared expenses',
  sharedFigures: 'Its share {share} · Its share of payments so far {due} · Paid {paid}',
  owes: '{from} owes {to} {amount}',
  even: 'Both sides are even',
} as const;

export const sidesTextsHi = {
  payerBride: 'दुल्हन की तरफ़',
  payerGroom: 'दूल्हे की तरफ़',
  payerShared: 'साझा',
  paidByLabel: 'खर्च कौन देगा',
  brideShareLabel: 'दुल्हन की तरफ़ का हिस्सा (%)',
  brideShareHint: '50 रहने दें तो आधा-आधा; बाकी दूल्हे की तरफ़ देगी।',
  sharedPaidByLabel: 'अब तक के भुगतान किसने किए',
  sharedPaidByEach: 'दोनों तरफ़ ने अपना-अपना हिस्सा',
  shareRange: 'दुल्हन की तरफ़ का हिस्सा 0 से 100 तक की पूरी संख्या होनी चाहिए',
  rowPaidBy: '{payer} देगी',
  rowShared: 'साझा',
  rowSharedSplit: 'साझा: दुल्हन की तरफ़ {bride}%, दूल्हे की तरफ़ {groom}%',
  rowPaymentsBy: 'भुगतान {side} ने किए',
  sidesHeading: 'किस तरफ़ का कितना खर्च',
  sidesHint:
    'हर तरफ़ के आँकड़ों में उसके अपने खर्च और साझा खर्चों में उसका हिस्सा है। साझा खर्च का भुगतान उस तरफ़ का गिना जाता है जिसने किया (खर्च में चुना हुआ), नहीं तो हर तरफ़ का उसके हिस्से जितना; कौन किसे कितना दे, यह अब तक हुए भुगतान का हिसाब बराबर करता है।',
  sideQuoted: 'तय रकम',
  sidePaid: 'चुकाया',
  sharedLines: 'साझा खर्च',
  sharedFigures: 'हिस्सा {share} · अब तक के भुगतान में हिस्सा {due} · चुकाया {paid}',
  owes: '{from} से {to} को {amount} देने बाकी हैं',
  even: 'दोनों तरफ़ का हिसाब बराबर है',
} satisfies Record<keyof typeof sidesTextsEn, string>;
