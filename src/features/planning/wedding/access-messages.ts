// Why a collaborator's request was refused, in the language of the page that made it.
import { defineMessages } from '../../../i18n/catalogue.ts';

export const accessMessages = defineMessages(
  {
    viewerReadOnly: 'You can view this wedding but not change it. Ask the couple to give you another role.',
    notForYourRole: 'Your role on this wedding cannot change this. Ask the couple or a co-planner.',
    coupleOnly: 'Only the couple can do this.',
    budgetLinesHidden: "Family members see their side's budget totals, not the budget's lines.",
  },
  {
    viewerReadOnly: 'आप यह शादी देख सकते हैं, पर इसमें बदलाव नहीं कर सकते। कपल से कोई दूसरी भूमिका माँगें।',
    notForYourRole: 'इस शादी में आपकी भूमिका से यह नहीं बदला जा सकता। कपल या को-प्लानर से कहें।',
    coupleOnly: 'यह सिर्फ़ कपल कर सकते हैं।',
    budgetLinesHidden: 'परिवार के लोग अपनी तरफ़ के बजट का कुल जोड़ देखते हैं, बजट की हर मद नहीं।',
  },
);
