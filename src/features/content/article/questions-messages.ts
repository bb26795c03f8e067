// The heading of the questions under an idea or a post (ArticleQuestions.astro).
import { defineMessages } from '../../../i18n/catalogue.ts';

export const questionsMessages = defineMessages({ heading: 'Questions couples ask' }, { heading: 'जोड़े अक्सर पूछते हैं' });
