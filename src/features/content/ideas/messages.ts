// The ideas pages' texts: the list, an idea, its like button and the idea that is not there.
import { defineMessages } from '../../../i18n/catalogue.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { categoryKey } from './ideas.ts';

export const ideasMessages = defineMessages(
  {
    title: 'Wedding Ideas',
    description: 'Décor, rituals, fashion, budgets and destinations: ideas and guides for Indian weddings.',
    intro: 'Décor, rituals from every region, outfits, budgets and destinations: practical ideas for planning an Indian wedding.',
    backToHome: 'Back to Home',
    filterByCategory: 'Filter by category',
    all: 'All',
    sortIdeas: 'Sort ideas',
    sort: 'Sort:',
    mostRecent: 'Most Recent',
    mostPopular: 'Most Popular',
    backToIdeas: 'Back to Ideas',
    tags: 'Tags',
    signInPrompt: 'Please sign in to like ideas.',
    signIn: 'Sign in',
    notFoundTitle: 'Idea not found',
    notFoundText: 'The idea you are looking for does not exist or has been moved.',
    returnToIdeas: 'Return to Ideas',
  },
  {
    title: 'शादी के आइडिया',
    description: 'सजावट, रस्में, पहनावा, बजट और डेस्टिनेशन: भारतीय शादियों के लिए आइडिया और गाइड।',
    intro: 'सजावट, हर इलाके की रस्में, शादी के कपड़े, बजट और डेस्टिनेशन: भारतीय शादी की तैयारी के लिए काम के आइडिया।',
    backToHome: 'होम पर वापस',
    filterByCategory: 'श्रेणी से छाँटें',
    all: 'सभी',
    sortIdeas: 'आइडिया का क्रम',
    sort: 'क्रम:',
    mostRecent: 'सबसे नए',
    mostPopular: 'सबसे पसंदीदा',
    backToIdeas: 'आइडिया पर वापस',
    tags: 'टैग',
    signInPrompt: 'आइडिया पसंद करने के लिए कृपया साइन इन करें।',
    signIn: 'साइन इन करें',
    notFoundTitle: 'आइडिया नहीं मिला',
    notFoundText: 'आप जो आइडिया ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    returnToIdeas: 'आइडिया पर लौटें',
  },
);

/** What the ideas list's and the like button's scripts write (MessagesScript). */
export const ideaScriptMessages = defineMessages(
  {
    showing: { one: 'Showing {count} idea', other: 'Showing {count} ideas' },
    likes: { one: '{count} like', other: '{count} likes' },
    like: 'Like',
    liked: 'Liked',
  },
  {
    showing: { one: '{count} आइडिया दिख रहा है', other: '{count} आइडिया दिख रहे हैं' },
    likes: { one: '{count} पसंद', other: '{count} पसंद' },
    like: 'पसंद करें',
    liked: 'पसंद किया',
  },
);

/** The ideas' categories, by their key (`categoryKey` of the English name). */
export const ideaCategoryMessages = defineMessages(
  {
    budget: 'Budget',
    decor: 'Decor',
    destinations: 'Destinations',
    fashion: 'Fashion',
    planning: 'Planning',
    traditions: 'Traditions',
  },
  {
    budget: 'बजट',
    decor: 'सजावट',
    destinations: 'डेस्टिनेशन',
    fashion: 'फ़ैशन',
    planning: 'तैयारी',
    traditions: 'रीति-रिवाज',
  },
);

/** A category's name in a language; a category the catalogue does not know keeps its English name. */
export function ideaCategoryName(name: string, locale: Locale): string {
  const names: Record<string, string> = ideaCategoryMessages.for(locale);
  return names[categoryKey(name)] ?? name;
}
